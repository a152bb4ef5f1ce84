import { IssueCard } from '@/components/letters/issue-card';
import { JsonLd } from '@/components/site/json-ld';
import { Link } from '@/components/site/link';
import { siteConfig } from '@/lib/site/site-config';
import { ListPager } from '@/components/posts/list-pager';
import { PageIntro } from '@/components/page/page-intro';
import { letterIssues } from '@/lib/letters/letter-issues';
import { sitePages } from '@/lib/site/site-pages';
import { letterArchiveJsonLd } from '@/lib/site/json-ld';
import { issueList, letterArchivePath, letterPath } from '@/lib/letters/letter-kind';
import { listPageSize } from '@/lib/posts/list-pages';
import { listPageTitle } from '@/lib/site/seo';
import { listPage, listRoute, type RouteParams } from '@/app/list-route';
import { FirstScreenEnd } from '@/components/site/first-screen-end';
import { firstScreenCard } from '@/lib/page/first-screen';

export const list = issueList(letterIssues);
const archive = sitePages[letterArchivePath];

// The routes' params name a page of it: `{}` or `{ page }`.
const route = listRoute(list, letterArchivePath);
export const { metadataFor, generateMetadata } = route;

/** One page of the archive: its issues newest first, described as a list for search engines. */
export function LetterArchive({ params = {} }: { params?: RouteParams }) {
  const { items, page, pageCount, base, path } = route.pageFor(params);
  const title = listPageTitle(archive.title, page, pageCount);
  const first = (page - 1) * listPageSize.issues + 1;
  return (
    <>
      <JsonLd data={letterArchiveJsonLd({ path, title, issues: items, first })} />
      <PageIntro eyebrow="The Tomorrow Letter" title="The Tomorrow Letter archive">
        <p>
          Every issue, newest first: one idea about AI, women’s health or raising future-ready kids, the few
          numbers that matter, and what I am reading.
          {siteConfig.services.newsletter ? (
            <>
              {' '}
              <Link href={letterPath} className="font-semibold text-plum-700 underline underline-offset-4">
                Join the letter
              </Link>{' '}
              to get the next one on Monday.
            </>
          ) : null}
        </p>
      </PageIntro>
      <div className="mx-auto max-w-page px-4 sm:px-6">
        <ol aria-label="Issues, newest first" start={first} className="grid max-w-3xl gap-6">
          {items.map((issue, index) => (
            <li key={issue.slug}>
              <IssueCard issue={issue} />
              {index === firstScreenCard(items.length) ? <FirstScreenEnd /> : null}
            </li>
          ))}
        </ol>
        <ListPager base={base} page={page} pageCount={pageCount} label="Archive pages" />
      </div>
    </>
  );
}

export const LetterArchivePage = listPage(LetterArchive);
