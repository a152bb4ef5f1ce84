import type { LetterIssue as Issue } from '@/content/types';
import { DateLabel } from '@/components/date-label';
import { PostStatusLabel } from '@/components/post-status';
import { letterSignOff } from '@/content/letter';
import { profile } from '@/content/profile';
import { letterBodyHtml } from '@/lib/letter-body';
import { issueReadTime } from '@/lib/letter';

interface LetterIssueProps {
  issue: Issue;
  /** h1 on the issue's own page; h3 where the issue sits inside a page section. */
  titleLevel?: 'h1' | 'h3';
}

const titleClass = {
  h1: 'mt-2 text-title font-semibold text-ink',
  h3: 'mt-2 text-2xl font-semibold text-ink md:text-3xl',
};

/** One issue of the Tomorrow Letter, set as the letter reads in the inbox. */
export function LetterIssue({ issue, titleLevel: Title = 'h3' }: LetterIssueProps) {
  const titleId = `letter-issue-${issue.number}`;
  return (
    <article
      aria-labelledby={titleId}
      className="rounded-3xl border border-line bg-white px-5 py-8 shadow-sm sm:px-10 md:py-12"
    >
      <p className="text-eyebrow font-semibold uppercase text-coral-700">
        Issue {issue.number} · <DateLabel date={issue.publishedDate} />
      </p>
      <Title id={titleId} className={titleClass[Title]}>
        {issue.title}
      </Title>
      <p className="mt-2 flex flex-wrap items-center gap-x-2 text-sm text-muted">
        {`${issueReadTime(issue)} min read`}
        <PostStatusLabel status={issue.status} date={issue.publishedDate} />
      </p>
      <div
        className="prose-body mt-6"
        dangerouslySetInnerHTML={{
          __html: letterBodyHtml(issue, { sectionHeading: Title === 'h1' ? 2 : 4 }),
        }}
      />
      <p className="prose-body mt-5 whitespace-pre-line">{`${letterSignOff}\n${profile.givenName}`}</p>
    </article>
  );
}
