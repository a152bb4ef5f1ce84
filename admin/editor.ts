/**
 * The editor at /admin/: Sveltia CMS from the pinned npm package, bundled by scripts/admin.mts, with
 * a preview of each post set as its page sets it: the site's stylesheet (admin/preview.css), the
 * same classes, and the body rendered by the site's own Markdown pipeline (lib/markdown.ts).
 */
import CMS, { type CustomPreviewTemplateProps } from '@sveltia/cms';
import type { Root, RootContent } from 'hast';
import type { createElement, ReactNode } from 'react';
import type { VFile } from 'vfile';
import { letterSignOff } from '@/content/letter';
import { profile } from '@/content/profile';
import { formatDisplayDate, isIsoDate } from '@/lib/dates';
import { readTimeFor } from '@/lib/read-time';
import { markdownProcessor } from '@/lib/markdown';

declare global {
  interface Window {
    /** React's createElement, as the editor shares it with preview templates. */
    h: typeof createElement;
    /** The HTML sanitizer the editor ships with and shares. */
    DOMPurify: { sanitize: (html: string) => string };
  }
}

type GetAsset = CustomPreviewTemplateProps['getAsset'];

/** Points each image at the file the editor holds: a photo beside the post is not on the site yet. */
function previewImages() {
  return (tree: Root, file: VFile) => {
    const { getAsset } = file.data as { getAsset?: GetAsset };
    const visit = (node: Root | RootContent) => {
      if (node.type === 'element' && node.tagName === 'img' && typeof node.properties.src === 'string')
        node.properties.src = getAsset?.(node.properties.src)?.url ?? node.properties.src;
      if ('children' in node) node.children.forEach(visit);
    };
    visit(tree);
  };
}

const markdown = markdownProcessor(previewImages);

function bodyHtml(source: unknown, getAsset: GetAsset): string {
  if (typeof source !== 'string' || !source.trim()) return '';
  const html = String(markdown.processSync({ value: source, data: { getAsset } }));
  return window.DOMPurify.sanitize(html);
}

/** A field of the entry being edited, as plain data (the editor holds lists as Immutable values). */
function field(entry: CustomPreviewTemplateProps['entry'], ...path: string[]): unknown {
  const value: unknown = entry.getIn(['data', ...path]);
  return value && typeof value === 'object' && 'toJS' in value && typeof value.toJS === 'function'
    ? value.toJS()
    : value;
}
const text = (value: unknown) => (typeof value === 'string' ? value : '');

function dateLine(date: unknown, minutes: number): ReactNode[] {
  const shown = typeof date === 'string' && isIsoDate(date) ? [formatDisplayDate(date)] : [];
  return [...shown, `${minutes} min read`].flatMap((part, i) => (i ? [' · ', part] : [part]));
}

function EssayPreview({ entry, getAsset }: CustomPreviewTemplateProps) {
  const h = window.h;
  const body = bodyHtml(field(entry, 'body'), getAsset);
  const categories = field(entry, 'category');
  const image = text(field(entry, 'featureImage', 'src'));
  return h(
    'article',
    { className: 'mx-auto max-w-page px-4 pb-8 pt-10 sm:px-6 md:pt-14' },
    h(
      'header',
      { className: 'mt-6 max-w-3xl' },
      h(
        'ul',
        { 'aria-label': 'Categories', className: 'flex flex-wrap gap-2' },
        ...(Array.isArray(categories) ? categories : []).map((category: string) =>
          h(
            'li',
            {
              key: category,
              className: 'rounded-full bg-plum-50 px-3 py-1 text-xs font-semibold text-plum-700',
            },
            category,
          ),
        ),
      ),
      h('h1', { className: 'mt-4 text-title font-semibold text-ink' }, text(field(entry, 'title'))),
      h('p', { className: 'mt-4 text-lg leading-8 text-muted' }, text(field(entry, 'summary'))),
      h(
        'p',
        { className: 'mt-4 flex flex-wrap items-center gap-x-2 text-sm text-muted' },
        ...dateLine(field(entry, 'publishedDate'), readTimeFor(body)),
      ),
    ),
    image
      ? h('img', {
          src: getAsset(image)?.url ?? image,
          alt: text(field(entry, 'featureImage', 'alt')),
          className: 'mt-8 h-auto w-full max-w-4xl rounded-2xl',
        })
      : null,
    h('div', { className: 'prose-body mt-10', dangerouslySetInnerHTML: { __html: body } }),
  );
}

function LetterPreview({ entry, getAsset }: CustomPreviewTemplateProps) {
  const h = window.h;
  const body = bodyHtml(field(entry, 'body'), getAsset);
  const date = field(entry, 'publishedDate');
  return h(
    'div',
    { className: 'mx-auto max-w-3xl px-4 py-10 sm:px-6' },
    h(
      'article',
      { className: 'rounded-3xl border border-line bg-white px-5 py-8 shadow-sm sm:px-10 md:py-12' },
      h(
        'p',
        { className: 'text-eyebrow font-semibold uppercase text-coral-700' },
        `Issue ${String(field(entry, 'number') ?? '')}`,
        typeof date === 'string' && isIsoDate(date) ? ` · ${formatDisplayDate(date)}` : '',
      ),
      h('h1', { className: 'mt-2 text-title font-semibold text-ink' }, text(field(entry, 'title'))),
      h(
        'p',
        { className: 'mt-2 flex flex-wrap items-center gap-x-2 text-sm text-muted' },
        `${readTimeFor(body)} min read`,
      ),
      h('div', { className: 'prose-body mt-6', dangerouslySetInnerHTML: { __html: body } }),
      h('p', { className: 'prose-body mt-5 whitespace-pre-line' }, `${letterSignOff}\n${profile.givenName}`),
    ),
  );
}

CMS.registerPreviewStyle('/admin/preview.css');
CMS.registerPreviewTemplate('essays', EssayPreview);
CMS.registerPreviewTemplate('letter', LetterPreview);
void CMS.init();
