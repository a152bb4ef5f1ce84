/**
 * A schema's complaints about a file as the build prints them: one line each, naming the field as the
 * file writes it and what is allowed (`title is missing`, `category "Thesiss" is not one of …`). Shared
 * by the posts' loader (scripts/content-files.ts) and the site files' (scripts/site-files.ts).
 */
import type { z } from 'zod';

/**
 * The end of each problem line, after the file's name. A post's lists are short and positionless
 * (`category "Thesiss"`, not `category.0`); a site file's lists are of cards and roles, where the
 * position is how she finds the one to mend: `journey, role 2, title` (`singular` names an item of
 * each list by the editor's word for it).
 */
export function fieldProblems(
  issues: readonly z.core.$ZodIssue[],
  {
    whole = 'the file',
    positions = false,
    singular = () => undefined,
  }: {
    /** What a complaint about the whole file is about: `frontmatter` for a post. */
    whole?: string;
    positions?: boolean;
    singular?: (path: readonly PropertyKey[]) => string | undefined;
  } = {},
): string[] {
  const lines: string[] = [];
  for (const issue of issues) {
    const keys = issue.code === 'unrecognized_keys' ? issue.keys : [''];
    for (const key of keys) {
      const path = [...issue.path, key];
      const parts = path.flatMap((part, index) => {
        if (part === '') return [];
        if (typeof part !== 'number') return [String(part)];
        if (!positions) return [];
        return [`${singular(path.slice(0, index)) ?? 'item'} ${part + 1}`];
      });
      const field = positions ? parts.join(', ') : parts.join('.');
      lines.push(`${field || whole} ${issue.message}`);
    }
  }
  return lines;
}
