import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Link } from '@/components/site/link';
import { JsonLd } from '@/components/site/json-ld';
import { LetterIssue } from '@/components/letters/letter-issue';
import { readingColumnClass, readingPageClass } from '@/components/posts/reading-page';
import { AdjacentPager } from '@/components/posts/adjacent-pager';
import { letterIssues } from '@/lib/letters/letter-issues';
import type { LetterIssue as Issue } from '@/lib/letters/letter-kind';
import { letterIssueJsonLd } from '@/lib/site/json-ld';
import { adjacentIssues, issueBySlug, issuePath, letterArchivePath } from '@/lib/letters/letter-routes';
import { searchIgnored, searchIndexed } from '@/lib/page/site-search';
import { buildMetadata } from '@/lib/site/seo';
import { LetterClosing } from '@/components/letters/letter-follow';

export const dynamicParams = false;

export function generateStaticParams() {
  return letterIssues.map((issue) => ({ slug: issue.slug }));
}

export async function generateMetadata({ params }: PageProps<'/tomorrow-letter/[slug]'>): Promise<Metadata> {
  const issue = issueBySlug(letterIssues, (await params).slug);
  if (!issue) return {};
  return buildMetadata({
    path: issuePath(issue),
    title: `Issue ${issue.number}: ${issue.title}`,
    description: issue.summary,
    imageAlt: issue.title,
    type: 'article',
    publishedTime: issue.publishedDate,
  });
}

const pagerLink = (issue?: Issue) =>
  issue ? { href: issuePath(issue), title: `Issue ${issue.number}: ${issue.title}` } : undefined;

export default async function LetterIssuePage({ params }: PageProps<'/tomorrow-letter/[slug]'>) {
  const { slug } = await params;
  const issue = issueBySlug(letterIssues, slug);
  if (!issue) notFound();
  const { previous, next } = adjacentIssues(letterIssues, slug);

  return (
    <div className={readingPageClass}>
      <JsonLd data={letterIssueJsonLd(issue)} />
      <Link
        href={letterArchivePath}
        {...searchIgnored}
        className="inline-flex min-h-11 items-center font-semibold text-plum-700 underline-offset-4 hover:underline"
      >
        ← All issues of the Tomorrow Letter
      </Link>
      <div className={readingColumnClass} {...searchIndexed('Letter', issue.publishedDate)}>
        <LetterIssue issue={issue} titleLevel="h1" firstScreen />
        <AdjacentPager
          label="More issues"
          noun="issue"
          previous={pagerLink(previous)}
          next={pagerLink(next)}
        />
        <div className="mt-14" {...searchIgnored}>
          <LetterClosing />
        </div>
      </div>
    </div>
  );
}
