import type { Metadata } from 'next';
import { Link } from '@/components/link';
import { IssueCard } from '@/components/issue-card';
import { JsonLd } from '@/components/json-ld';
import { PageIntro } from '@/components/page-intro';
import { letterIssues } from '@/content/letter-issues';
import { letterArchiveJsonLd } from '@/lib/json-ld';
import { issuesNewestFirst, letterPath } from '@/lib/letter';
import { pageMetadata } from '@/lib/seo';

export const metadata: Metadata = pageMetadata('/tomorrow-letter/archive');

export default function LetterArchivePage() {
  const ordered = issuesNewestFirst(letterIssues);

  return (
    <>
      <JsonLd data={letterArchiveJsonLd(letterIssues)} />
      <PageIntro eyebrow="The Tomorrow Letter" title="The Tomorrow Letter archive">
        <p>
          Every issue, newest first: one idea about AI, women’s health or raising future-ready kids, the few
          numbers that matter, and what I am reading.{' '}
          <Link href={letterPath} className="font-semibold text-plum-700 underline underline-offset-4">
            Join the letter
          </Link>{' '}
          to get the next one on Monday.
        </p>
      </PageIntro>
      <div className="mx-auto max-w-page px-4 sm:px-6">
        <ol aria-label="Issues, newest first" className="grid max-w-3xl gap-6">
          {ordered.map((issue) => (
            <li key={issue.slug}>
              <IssueCard issue={issue} />
            </li>
          ))}
        </ol>
      </div>
    </>
  );
}
