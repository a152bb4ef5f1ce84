import { BackLink } from '@/components/posts/back-link';
import { AdjacentPager } from '@/components/posts/adjacent-pager';
import { BriefBody, BriefHeader } from '@/components/briefs/brief-article';
import { JsonLd } from '@/components/site/json-ld';
import { readingPageClass } from '@/components/posts/reading-page';
import { ResearchRequest } from '@/components/forms/research-request';
import { briefs } from '@/lib/briefs/briefs';
import { profile } from '@/lib/site/site-content';
import { assertValidBrief } from '@/lib/briefs/brief-validation';
import { briefPath, briefRoutes } from '@/lib/briefs/brief-kind';
import { reportJsonLd } from '@/lib/site/json-ld';
import { briefFileSize } from '../brief-file-size';
import { searchIndexed } from '@/lib/page/site-search';
import { postRoute } from '@/app/post-route';

const route = postRoute(briefs, briefRoutes);

export const dynamicParams = false;
export const generateMetadata = route.metadata;

export function generateStaticParams() {
  // The PDF build checks the same rules first; this keeps `next build` honest when run on its own.
  briefs.forEach(assertValidBrief);
  return route.staticParams();
}

export default async function BriefPage(props: PageProps<'/research/[slug]'>) {
  const { post: brief, pager } = await route.read(props);

  return (
    <>
      <article className={readingPageClass} {...searchIndexed('Research brief', brief.publishedDate)}>
        <JsonLd data={reportJsonLd(brief)} />
        <BackLink href="/research">← Back to all briefs</BackLink>
        <BriefHeader
          brief={{
            ...brief,
            by: profile.name,
            download: { href: brief.pdfFile, size: await briefFileSize(brief) },
          }}
        />
        <BriefBody brief={brief} firstScreen />

        <AdjacentPager label="More briefs" noun="brief" {...pager} />
      </article>
      <ResearchRequest path={briefPath(brief)} />
    </>
  );
}
