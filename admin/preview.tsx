// The editor's preview of a post, set out by the site's own components, so a restyle of a page restyles
// its preview. The page's back link, pager and signup are left out: they say nothing about the post.
import type { CustomPreviewTemplateProps } from '@sveltia/cms';
import { BriefBody, BriefHeader } from '@/components/briefs/brief-article';
import {
  EssayContents,
  EssayHeader,
  essayBodyClass,
  essayHeroClass,
} from '@/components/essays/essay-article';
import { LetterIssueArticle } from '@/components/letters/letter-issue-article';
import { readingColumnClass, readingPageClass } from '@/components/posts/reading-page';
import { profile } from '@/lib/site/site-content';
import type { EssayCategory } from '@/lib/essays/essay-kind';
import { briefBody } from '@/lib/briefs/brief-body';
import { briefFigure, figureOf } from '@/lib/briefs/brief-kind';
import { isIsoDate } from '@/lib/time/dates';
import { readTimeFor } from '@/lib/posts/read-time';
import { readingListHtml, type ReadingPick } from '@/lib/letters/reading-list';
import { previewBody } from './preview-body';

type Entry = CustomPreviewTemplateProps['entry'];

/** As plain data: the editor holds lists as Immutable values. */
function field(entry: Entry, ...path: string[]): unknown {
  const value: unknown = entry.getIn(['data', ...path]);
  return value && typeof value === 'object' && 'toJS' in value && typeof value.toJS === 'function'
    ? value.toJS()
    : value;
}
const text = (value: unknown) => (typeof value === 'string' ? value : '');
/** A new issue starts with none. */
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
          category: Array.isArray(categories) ? (categories as EssayCategory[]) : [],
          publishedDate: date(field(entry, 'publishedDate')),
          updated: date(field(entry, 'updated')),
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
      <EssayContents bodyHtml={body} />
      <div className={essayBodyClass} dangerouslySetInnerHTML={{ __html: body }} />
    </article>
  );
}

export function LetterPreview({ entry, getAsset }: CustomPreviewTemplateProps) {
  const reading = field(entry, 'reading');
  // Her list as the issue ends with it; its own HTML escapes every word she typed.
  const picks = Array.isArray(reading) ? (reading as Partial<ReadingPick>[]) : [];
  const body = previewBody(field(entry, 'body'), getAsset) + readingListHtml(picks);
  const number = field(entry, 'number');
  return (
    <div className={readingPageClass}>
      <div className={readingColumnClass}>
        <LetterIssueArticle
          issue={{
            number: Number.isInteger(number) ? (number as number) : undefined,
            title: text(field(entry, 'title')),
            publishedDate: date(field(entry, 'publishedDate')),
            updated: date(field(entry, 'updated')),
          }}
          readTime={readTimeFor(body)}
          bodyHtml={body}
          titleLevel="h1"
        />
      </div>
    </div>
  );
}

const words = (value: unknown) =>
  Array.isArray(value) ? value.filter((item) => typeof item === 'string') : [];

/** Without the keys the editor keeps on list items, and empty optional fields (`omit_empty_optional_fields`). */
function asSaved(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(asSaved);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key, item]) => !key.startsWith('__sc_') && item !== '' && item != null)
      .map(([key, item]) => [key, asSaved(item)]),
  );
}

export function BriefPreview({ entry }: CustomPreviewTemplateProps) {
  const listed = field(entry, 'figures');
  // A figure being written is drawn once it has all it needs; until then its line places nothing.
  const figures = (Array.isArray(listed) ? listed : []).flatMap((figure: unknown) => {
    const checked = briefFigure.safeParse(asSaved(figure));
    return checked.success ? [figureOf(checked.data)] : [];
  });
  const { intro, sections } = briefBody(text(field(entry, 'body')), figures);
  return (
    <article className={readingPageClass}>
      <BriefHeader
        brief={{
          title: text(field(entry, 'title')),
          summary: text(field(entry, 'summary')),
          tags: words(field(entry, 'tags')),
          contributors: words(field(entry, 'contributors')),
          publishedDate: date(field(entry, 'publishedDate')),
          updated: date(field(entry, 'updated')),
          by: profile.name,
        }}
      />
      <BriefBody brief={{ intro, sections }} />
    </article>
  );
}
