// What stops a publish run, as the author reads it (docs/publishing.md, "When it fails"): each step
// that finds a problem writes it here, and the report (`renderReport`) lists each once, in
// her words, with what to do and the section of docs/publishing.md that says how.
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { settingsLabel } from '@/lib/site/files/settings-looks';

export interface Problem {
  /** What is wrong, in her words. */
  says: string;
  /** What to do about it. */
  fix?: string;
  /** The section of docs/publishing.md that says how. */
  docs?: string;
}

/** The problem as one line: what, what to do, where. */
export function problemLine({ says, fix, docs }: Problem): string {
  const where = docs ? ` (docs/publishing.md, ${docs})` : '';
  return `${says}${fix ? `. ${fix}` : ''}${where}.`.replace(/\.\./g, '.');
}

/** A placeholder setting's problem: the line names the setting as the editor does, or is given her label. */
export function placeholderProblem(line: string): Problem {
  return {
    says: line.startsWith(`${settingsLabel} ›`) ? line : `${settingsLabel}: ${line}`,
    fix: `Set it in the editor under ${settingsLabel}, and save`,
    docs: 'Going live',
  };
}

/** Adds `problems` to the run's list, the file PUBLISH_PROBLEMS names, when there is one. */
export function recordProblems(problems: readonly Problem[], file = process.env.PUBLISH_PROBLEMS) {
  if (!file) return;
  for (const problem of problems) appendFileSync(file, `${JSON.stringify(problem)}\n`);
}

/** The run's problems so far, each once. */
export function readProblems(file: string): Problem[] {
  if (!existsSync(file)) return [];
  const seen = new Set<string>();
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Problem)
    .filter((problem) => !seen.has(problem.says) && Boolean(seen.add(problem.says)));
}
