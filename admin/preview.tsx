/**
 * The editor's preview of a post, set out by the site's own parts: an essay's header and the classes
 * of its photo and body (components/essay-article.tsx), a letter issue's article
 * (components/letter-issue-article.tsx), in the frame of a post's page (components/reading-page.ts).
 * A restyle of a page restyles its preview; __tests__/components/editor-preview.test.tsx compares
 * the two. The page's back link, pager and signup are left out: they say nothing about the post.
 */
import type { CustomPreviewTemplateProps } from '@sveltia/cms';
import { EssayHeader, essayBodyClass, essayHeroClass } from '@/components/essay-article';
import { LetterIssueArticle } from '@/components/letter-issue-article';
import { readingColumnClass, readingPageClass } from '@/components/reading-page';
import type { EssayCategory } from '@/content/types';
import { isIsoDate } from '@/lib/dates';
import { readTimeFor } from '@/lib/read-time';
import { previewBody } from './preview-body';

type Entry = CustomPreviewTemplateProps['entry'];

/** A field of the entry being edited, as plain data (the editor holds lists as Immutable values). */
function field(entry: Entry, ...path: string[]): unknown {
  const value: unknown = entry.getIn(['data', ...path]);
  return value && typeof value === 'object' && 'toJS' in value && typeof value.toJS === 'function'
    ? value.toJS()
    : value;
}
const text = (value: unknown) => (typeof value === 'string' ? value : '');
/** The date once one is picked: a new issue starts with none. */
const date = (value: unknown) => (typeof value === 'string' && isIsoDate(value) ? value : undefined);

export function EssayPreview({ entry, getAsset }: CustomPreviewTemplateProps) {
  const body = previewBody(field(entry, 'body'), getAsset);
  const categories = field(entry, 'category');
  const image = text(field(entry, 'featureImage', 'src'));
  return (
    <article className={readingPageClass}>
      <EssayHeader
        essay={{
          title: text(field(entry, 'title')),
          summary: text(field(entry, 'summary')),
          // The editor offers the four categories only.
          category: Array.isArray(categories) ? (categories as EssayCategory[]) : [],
          publishedDate: date(field(entry, 'publishedDate')),
          readTime: readTimeFor(body),
        }}
      />
      {image && (
        // eslint-disable-next-line @next/next/no-img-element -- the file being edited, which only the editor holds
        <img
          src={getAsset(image)?.url ?? image}
          alt={text(field(entry, 'featureImage', 'alt'))}
          className={essayHeroClass}
        />
      )}
      <div className={essayBodyClass} dangerouslySetInnerHTML={{ __html: body }} />
    </article>
  );
}

export function LetterPreview({ entry, getAsset }: CustomPreviewTemplateProps) {
  const body = previewBody(field(entry, 'body'), getAsset);
  const number = field(entry, 'number');
  return (
    <div className={readingPageClass}>
      <div className={readingColumnClass}>
        <LetterIssueArticle
          issue={{
            number: Number.isInteger(number) ? (number as number) : undefined,
            title: text(field(entry, 'title')),
            publishedDate: date(field(entry, 'publishedDate')),
          }}
          readTime={readTimeFor(body)}
          bodyHtml={body}
          titleLevel="h1"
        />
      </div>
    </div>
  );
}
