import type { LetterIssue } from '@/lib/letters/letter-kind';
import { DateLabel } from '@/components/page/date-label';
import { PostFacts, type ShownPostField } from '@/components/posts/post-facts';
import { PostStatusLabel } from '@/components/posts/post-status';
import { letterPage, profile } from '@/lib/site/site-content';
import { postBody } from '@/lib/posts/post-body';

interface LetterIssueArticleProps {
  /** In the editor's preview an issue may have no number or date yet. */
  issue: Pick<LetterIssue, 'title' | 'status' | ShownPostField> &
    Partial<Pick<LetterIssue, 'number' | 'publishedDate'>>;
  readTime: number;
  /** Made safe already: by the site's allow-list on a page, by the editor's sanitizer in its preview. */
  bodyHtml: string;
  titleLevel?: 'h1' | 'h3';
}

const titleClass = {
  h1: 'mt-2 text-title font-semibold text-ink',
  h3: 'mt-2 text-2xl font-semibold text-ink md:text-3xl',
};

/** The pages and the editor's preview (`LetterPreview`) both render this, so they restyle together. */
export function LetterIssueArticle({
  issue,
  readTime,
  bodyHtml,
  titleLevel: Title = 'h3',
}: LetterIssueArticleProps) {
  const { number, publishedDate: date } = issue;
  const titleId = `letter-issue-${number ?? ''}`;
  return (
    <article
      aria-labelledby={titleId}
      className="rounded-3xl border border-line bg-white px-5 py-8 shadow-sm sm:px-10 md:py-12"
    >
      <p className="text-eyebrow font-semibold uppercase text-coral-700">
        Issue {number}
        {date && ' · '}
        {date && <DateLabel date={date} />}
        <PostFacts post={issue} dot="before" />
      </p>
      <Title id={titleId} className={titleClass[Title]}>
        {issue.title}
      </Title>
      <p className="mt-2 flex flex-wrap items-center gap-x-2 text-sm text-muted">
        {`${readTime} min read`}
        {date && <PostStatusLabel status={issue.status} date={date} />}
      </p>
      <div className="prose-body mt-6" {...postBody} dangerouslySetInnerHTML={{ __html: bodyHtml }} />
      <p className="prose-body mt-5 whitespace-pre-line">{`${letterPage.signOff}\n${profile.signature}`}</p>
    </article>
  );
}
