import type { BriefSection as Section } from '@/content/types';
import { BriefFigure } from '@/components/brief-figure';

interface BriefSectionProps {
  section: Section;
  /** Anchor of the section, linked from the brief's contents. */
  id: string;
  /** Figures are numbered across the whole brief, as in its PDF. */
  firstFigureNumber: number;
}

export function BriefSection({ section, id, firstFigureNumber }: BriefSectionProps) {
  return (
    <section aria-labelledby={id} className="mt-12 max-w-3xl">
      <h2 id={id} className="scroll-mt-24 text-2xl font-semibold tracking-tight text-ink">
        {section.heading}
      </h2>
      <div className="prose-body mt-4">
        {section.paragraphs.map((paragraph) => (
          <p key={paragraph.slice(0, 40)}>{paragraph}</p>
        ))}
        {section.points?.length ? (
          <ul>
            {section.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        ) : null}
      </div>
      {section.figures?.map((figure, index) => (
        <BriefFigure key={figure.id} figure={figure} number={firstFigureNumber + index} />
      ))}
    </section>
  );
}
