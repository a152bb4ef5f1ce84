import type { BriefSection as Section } from '@/lib/briefs/brief-body';
import { BriefFigure } from '@/components/briefs/brief-figure';
import { Prose } from '@/components/page/prose';
import { postBody } from '@/lib/posts/post-body';

interface BriefSectionProps {
  section: Section;
  /** Anchor of the section, linked from the brief's contents. */
  id: string;
  /** Figures are numbered across the whole brief, as in its PDF. */
  firstFigureNumber: number;
  /** Where the page's first screen ends, when it ends in this section: a part, a place in its text. */
  firstScreenAt?: { part: number; at: { run: number; at: number } };
}

/** The class of a brief's text (its links and lists styled by .prose-body in the site's stylesheet). */
export const briefTextClass = 'prose-body mt-4';

export function BriefSection({ section, id, firstFigureNumber, firstScreenAt }: BriefSectionProps) {
  const figureNumbers = section.parts.map(
    (_part, index) =>
      firstFigureNumber + section.parts.slice(0, index).filter((part) => 'figure' in part).length,
  );
  return (
    <section aria-labelledby={id} className="mt-12 max-w-3xl" {...postBody}>
      <h2 id={id} className="scroll-mt-24 text-2xl font-semibold tracking-tight text-ink">
        {section.heading}
      </h2>
      {section.parts.map((part, index) =>
        'prose' in part ? (
          <div key={index} className={briefTextClass}>
            <Prose
              blocks={part.prose}
              firstScreenAt={firstScreenAt?.part === index ? firstScreenAt.at : undefined}
            />
          </div>
        ) : (
          <BriefFigure key={part.figure.id} figure={part.figure} number={figureNumbers[index]} />
        ),
      )}
    </section>
  );
}
