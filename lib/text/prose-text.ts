/** Prose blocks (ProseBlock) as the words a reader reads, for a search index, a preview or a test. */
import type { ProseBlock, ProseInline } from '@/lib/text/prose';

export function inlineText(runs: readonly ProseInline[]): string {
  return runs
    .map((run) => {
      if (typeof run === 'string') return run;
      if ('br' in run) return '\n';
      if ('em' in run) return inlineText(run.em);
      if ('strong' in run) return inlineText(run.strong);
      return inlineText(run.text);
    })
    .join('');
}

export function blockTexts(block: ProseBlock): string[] {
  if ('p' in block) return [inlineText(block.p)];
  return ('ul' in block ? block.ul : block.ol).map(inlineText);
}

/** As Prose renders them (a line break is none): a place in their text is a string and a position in it. */
export function proseRuns(blocks: readonly ProseBlock[]): string[] {
  const strings = (runs: readonly ProseInline[]): string[] =>
    runs.flatMap((run) => {
      if (typeof run === 'string') return [run];
      if ('br' in run) return [];
      return strings('em' in run ? run.em : 'strong' in run ? run.strong : run.text);
    });
  return blocks.flatMap((block) =>
    ('p' in block ? [block.p] : 'ul' in block ? block.ul : block.ol).flatMap(strings),
  );
}
