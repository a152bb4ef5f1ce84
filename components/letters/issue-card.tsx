import { TitleLink } from '@/components/posts/title-link';
import { issuePath, type LetterIssue } from '@/lib/letters/letter-kind';
import { DateLabel } from '@/components/page/date-label';

/** An issue in the archive: number, date, title linking to its page, and summary. */
export function IssueCard({ issue }: { issue: LetterIssue }) {
  return (
    <article className="rounded-2xl border border-line bg-white p-6 shadow-sm">
      <p className="text-eyebrow font-semibold uppercase text-coral-700">
        Issue {issue.number} · <DateLabel date={issue.publishedDate} />
      </p>
      <h2 className="mt-2 text-xl font-semibold text-ink">
        <TitleLink href={issuePath(issue)}>{issue.title}</TitleLink>
      </h2>
      <p className="mt-2 leading-7 text-muted">{issue.summary}</p>
    </article>
  );
}
