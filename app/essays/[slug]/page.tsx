import { BackLink } from '@/components/posts/back-link';
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
import { essayRoutes } from '@/lib/essays/essay-kind';
import { articleJsonLd } from '@/lib/site/json-ld';
import { postBody } from '@/lib/posts/post-body';
import { sanitizeEssayBody } from '@/lib/posts/sanitize-essay';
import { drawnIllustration } from '../drawn-illustration';
import { searchIndexed } from '@/lib/page/site-search';
import { postRoute } from '@/app/post-route';

const route = postRoute(essays, essayRoutes, (essay) => ({ shareImage: essay.featureImage.share }));

export const dynamicParams = false;
export const generateStaticParams = route.staticParams;
export const generateMetadata = route.metadata;

export default async function EssayPage(props: PageProps<'/essays/[slug]'>) {
  const { post: essay, pager } = await route.read(props);
  const body = sanitizeEssayBody(essay.body);

  return (
    <article className={readingPageClass} {...searchIndexed('Essay', essay.publishedDate)}>
      <JsonLd data={articleJsonLd(essay)} />
      <BackLink href="/essays">← Back to all essays</BackLink>
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
      <AdjacentPager label="More essays" noun="essay" {...pager} />
    </article>
  );
}
