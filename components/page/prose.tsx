import type { ReactNode } from 'react';
import { FirstScreenEnd } from '@/components/site/first-screen-end';
import { Link } from '@/components/site/link';
import type { ProseBlock, ProseInline } from '@/lib/text/prose';

export const proseLinkClass = 'font-semibold text-plum-700 underline underline-offset-2 hover:text-plum-800';

interface ProseProps {
  blocks: readonly ProseBlock[];
  paragraphClassName?: string;
  listClassName?: string;
  linkClassName?: string;
  /** Which of its strings (proseRuns), how far in. */
  firstScreenAt?: { run: number; at: number };
}

/** A link to another site opens in a new tab without telling it where the visitor came from. */
export function Prose({
  blocks,
  paragraphClassName,
  listClassName,
  linkClassName,
  firstScreenAt,
}: ProseProps) {
  let strings = 0;
  const text = (run: string, key: number): ReactNode => {
    if (strings++ !== firstScreenAt?.run) return run;
    const { at } = firstScreenAt;
    return [run.slice(0, at), <FirstScreenEnd key={key} />, ...(at < run.length ? [run.slice(at)] : [])];
  };
  const words = (runs: readonly ProseInline[]): ReactNode =>
    runs.map((run, index) => {
      if (typeof run === 'string') return text(run, index);
      if ('br' in run) return <br key={index} />;
      if ('em' in run) return <em key={index}>{words(run.em)}</em>;
      if ('strong' in run) return <strong key={index}>{words(run.strong)}</strong>;
      return run.link.startsWith('/') ? (
        <Link key={index} href={run.link} className={linkClassName}>
          {words(run.text)}
        </Link>
      ) : (
        <a key={index} href={run.link} target="_blank" rel="noopener noreferrer" className={linkClassName}>
          {words(run.text)}
        </a>
      );
    });
  return blocks.map((block, index) => {
    if ('p' in block)
      return (
        <p key={index} className={paragraphClassName}>
          {words(block.p)}
        </p>
      );
    const List = 'ul' in block ? 'ul' : 'ol';
    const items = 'ul' in block ? block.ul : block.ol;
    return (
      <List key={index} className={listClassName}>
        {items.map((item, position) => (
          <li key={position}>{words(item)}</li>
        ))}
      </List>
    );
  });
}
