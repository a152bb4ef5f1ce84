import { essays } from '@/lib/essays/essays';
import { sitePages } from '@/lib/site/site-pages';
import { essayPath, essaysNewestFirst } from '@/lib/essays/essay-kind';
import { rssResponse } from '@/lib/posts/feeds';
import { sanitizeEssayBody } from '@/lib/posts/sanitize-essay';
import { feedPath } from '@/lib/site/seo';
import { siteConfig } from '@/lib/site/site-config';

export const dynamic = 'force-static';

/** RSS 2.0 feed of the newest essays (feedItemLimit of them), each with its full text, for feed readers. */
export function GET() {
  return rssResponse({
    title: 'essays',
    description: sitePages['/essays'].description,
    homePath: '/essays',
    feedPath,
    items: essaysNewestFirst(essays),
    entry: (essay) => ({
      path: essayPath(essay),
      title: essay.title,
      summary: essay.summary,
      content: sanitizeEssayBody(essay.body, { baseUrl: siteConfig.url }),
      publishedDate: essay.publishedDate,
      updated: essay.updated,
      categories: essay.category,
      shareImage: essay.featureImage.share,
    }),
  });
}
