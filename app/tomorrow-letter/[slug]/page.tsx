import { BackLink } from '@/components/posts/back-link';
import { JsonLd } from '@/components/site/json-ld';
import { LetterIssue } from '@/components/letters/letter-issue';
import { readingColumnClass, readingPageClass } from '@/components/posts/reading-page';
import { AdjacentPager } from '@/components/posts/adjacent-pager';
import { letterIssues } from '@/lib/letters/letter-issues';
import { letterIssueJsonLd } from '@/lib/site/json-ld';
import { letterArchivePath, letterRoutes } from '@/lib/letters/letter-kind';
import { searchIgnored, searchIndexed } from '@/lib/page/site-search';
import { LetterClosing } from '@/components/letters/letter-follow';
import { postRoute } from '@/app/post-route';

const route = postRoute(letterIssues, letterRoutes, (issue) => ({
  title: `Issue ${issue.number}: ${issue.title}`,
}));

export const dynamicParams = false;
export const generateStaticParams = route.staticParams;
export const generateMetadata = route.metadata;

export default async function LetterIssuePage(props: PageProps<'/tomorrow-letter/[slug]'>) {
  const { post: issue, pager } = await route.read(props);

  return (
    <div className={readingPageClass}>
      <JsonLd data={letterIssueJsonLd(issue)} />
      <BackLink href={letterArchivePath}>← All issues of the Tomorrow Letter</BackLink>
      <div className={readingColumnClass} {...searchIndexed('Letter', issue.publishedDate)}>
        <LetterIssue issue={issue} titleLevel="h1" firstScreen />
        <AdjacentPager label="More issues" noun="issue" {...pager} />
        <div className="mt-14" {...searchIgnored}>
          <LetterClosing />
        </div>
      </div>
    </div>
  );
}
