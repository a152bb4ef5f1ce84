import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Link } from '@/components/site/link';
import { AdjacentPager } from '@/components/posts/adjacent-pager';
import { BriefBody, BriefHeader } from '@/components/briefs/brief-article';
import { JsonLd } from '@/components/site/json-ld';
import { readingPageClass } from '@/components/posts/reading-page';
import { ResearchRequest } from '@/components/forms/research-request';
import { briefs } from '@/lib/briefs/briefs';
import { profile } from '@/lib/site/site-content';
import { assertValidBrief } from '@/lib/briefs/brief-validation';
import { adjacentBriefs, briefBySlug, briefPath } from '@/lib/briefs/brief-routes';
import { reportJsonLd } from '@/lib/site/json-ld';
import { buildMetadata } from '@/lib/site/seo';
import { briefFileSize } from '../brief-file-size';
import { searchIgnored, searchIndexed } from '@/lib/page/site-search';

export const dynamicParams = false;

export function generateStaticParams() {
  // The PDF build checks the same rules first; this keeps `next build` honest when run on its own.
  briefs.forEach(assertValidBrief);
  return briefs.map((brief) => ({ slug: brief.slug }));
}

export async function generateMetadata({ params }: PageProps<'/research/[slug]'>): Promise<Metadata> {
  const brief = briefBySlug(briefs, (await params).slug);
  if (!brief) return {};
  return buildMetadata({
    path: briefPath(brief),
    title: brief.title,
    description: brief.summary,
    imageAlt: brief.title,
    type: 'article',
    publishedTime: brief.publishedDate,
  });
}

export default async function BriefPage({ params }: PageProps<'/research/[slug]'>) {
  const { slug } = await params;
  const brief = briefBySlug(briefs, slug);
  if (!brief) notFound();
  const { previous, next } = adjacentBriefs(briefs, slug);

  return (
    <>
      <article className={readingPageClass} {...searchIndexed('Research brief', brief.publishedDate)}>
        <JsonLd data={reportJsonLd(brief)} />
        <Link
          href="/research"
          {...searchIgnored}
          className="inline-flex min-h-11 items-center font-semibold text-plum-700 underline-offset-4 hover:underline"
        >
          ← Back to all briefs
        </Link>
        <BriefHeader
          brief={{
            ...brief,
            by: profile.name,
            download: { href: brief.pdfFile, size: await briefFileSize(brief) },
          }}
        />
        <BriefBody brief={brief} firstScreen />

        <AdjacentPager
          label="More briefs"
          noun="brief"
          previous={previous && { href: briefPath(previous), title: previous.title }}
          next={next && { href: briefPath(next), title: next.title }}
        />
      </article>
      <ResearchRequest path={briefPath(brief)} />
    </>
  );
}
