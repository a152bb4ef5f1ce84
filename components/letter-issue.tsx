import { Fragment } from 'react';
import type { LetterIssue as Issue } from '@/content/types';
import { DateLabel } from '@/components/date-label';

/** One issue of the Tomorrow Letter, set as the letter reads in the inbox. */
export function LetterIssue({ issue }: { issue: Issue }) {
  return (
    <article
      aria-labelledby="letter-issue-title"
      className="rounded-3xl border border-line bg-white px-5 py-8 shadow-sm sm:px-10 md:py-12"
    >
      <p className="text-eyebrow font-semibold uppercase text-coral-700">
        Issue {issue.number} · <DateLabel date={issue.publishedDate} />
      </p>
      <h3 id="letter-issue-title" className="mt-2 text-2xl font-semibold text-ink md:text-3xl">
        {issue.title}
      </h3>
      <div className="prose-body mt-6">
        <p>{issue.greeting}</p>
        {issue.sections.map((section) => (
          <Fragment key={section.heading}>
            <h4 className="pt-4 text-xl font-semibold">{section.heading}</h4>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
          </Fragment>
        ))}
        <p className="whitespace-pre-line">{issue.signOff}</p>
      </div>
    </article>
  );
}
