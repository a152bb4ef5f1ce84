import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Link } from '@/components/site/link';
import { AdjacentPager } from '@/components/posts/adjacent-pager';
import {
  EssayContents,
  EssayHeader,
  essayBodyClass,
  essayHeroClass,
} from '@/components/essays/essay-article';
import { JsonLd } from '@/components/site/json-ld';
import { readingPageClass } from '@/components/posts/reading-page';
import { SiteImage } from '@/components/site/site-image';
import { essays } from '@/lib/essays/essays';
import { withFirstScreenEnd } from '@/lib/page/first-screen';
import { adjacentEssays, essayBySlug, essayPath } from '@/lib/essays/essay-routes';
import { articleJsonLd } from '@/lib/site/json-ld';
import { postBody } from '@/lib/posts/post-body';
import { sanitizeEssayBody } from '@/lib/posts/sanitize-essay';
import { buildMetadata } from '@/lib/site/seo';
import { drawnIllustration } from '../drawn-illustration';
import { searchIgnored, searchIndexed } from '@/lib/page/site-search';

export const dynamicParams = false;

export function generateStaticParams() {
  return essays.map((essay) => ({ slug: essay.slug }));
}

export async function generateMetadata({ params }: PageProps<'/essays/[slug]'>): Promise<Metadata> {
  const essay = essayBySlug(essays, (await params).slug);
  if (!essay) return {};
  return buildMetadata({
    path: essayPath(essay),
    title: essay.title,
    description: essay.summary,
    imageAlt: essay.title,
    shareImage: essay.featureImage.share,
    type: 'article',
    publishedTime: essay.publishedDate,
  });
}

export default async function EssayPage({ params }: PageProps<'/essays/[slug]'>) {
  const { slug } = await params;
  const essay = essayBySlug(essays, slug);
  if (!essay) notFound();
  const { previous, next } = adjacentEssays(essays, slug);
  const body = sanitizeEssayBody(essay.body);

  return (
    <article className={readingPageClass} {...searchIndexed('Essay', essay.publishedDate)}>
      <JsonLd data={articleJsonLd(essay)} />
      <Link
        href="/essays"
        {...searchIgnored}
        className="inline-flex min-h-11 items-center font-semibold text-plum-700 underline-offset-4 hover:underline"
      >
        ← Back to all essays
      </Link>
      <EssayHeader essay={essay} />
      <SiteImage
        image={essay.featureImage}
        slot="essayHero"
        priority
        drawing={drawnIllustration(essay.featureImage)}
        className={essayHeroClass}
      />
      <EssayContents bodyHtml={body} />
      <div
        className={essayBodyClass}
        {...postBody}
        dangerouslySetInnerHTML={{ __html: withFirstScreenEnd(body) }}
      />
      <AdjacentPager
        label="More essays"
        noun="essay"
        previous={previous && { href: essayPath(previous), title: previous.title }}
        next={next && { href: essayPath(next), title: next.title }}
      />
    </article>
  );
}
