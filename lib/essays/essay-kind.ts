// An essay, described once (docs/architecture.md, "One record per kind of post").
import { z } from 'zod';
import { featureImageSlots } from '@/lib/images/image-slots';
import { pictureField } from '@/lib/images/picture-field';
import { isoDate, postFields, quoted, text } from '@/lib/posts/post-fields';
import type { LoadedPost, PostKind } from '@/lib/posts/post-kind';
import { pieceRefs } from '@/lib/posts/piece-ref';
import { readTimeFor } from '@/lib/posts/read-time';
import { listPageSize, pagedList } from '@/lib/posts/list-pages';
import { postRoutes } from '@/lib/posts/post-routes';

/** In the order the essay list offers them. */
export const essayCategories = ['Personal', 'Thesis', 'Future-Ready Kids', 'Global View'] as const;
export type EssayCategory = (typeof essayCategories)[number];

export const essayFields = postFields('essay', {
  title: text('text').meta({
    label: 'Title',
    hint: 'Shown on the card, the page, the share image and in search.',
  }),
  category: z
    .array(
      z.enum(essayCategories, {
        error: (issue) => `${quoted(issue.input)} is not one of ${essayCategories.join(', ')}`,
      }),
      { error: (issue) => (issue.input === undefined ? 'is missing' : 'must be a list, e.g. [Thesis]') },
    )
    .min(1, { error: `needs at least one of ${essayCategories.join(', ')}` })
    .meta({ label: 'Categories', hint: `One or more of ${essayCategories.join(', ')}.` }),
  summary: text('text').meta({
    label: 'Summary',
    input: 'text',
    hint: 'One or two sentences for the card, the feed, search results and the page’s description.',
  }),
  publishedDate: isoDate.meta({
    label: 'Published date',
    default: '{{now}}',
    hint: 'A date after today schedules the essay: it goes up that morning.',
  }),
  featureImage: pictureField(
    'Image',
    'a file beside the post, e.g. ./photo.jpg, or under public/, e.g. /images/essays/my-essay.svg',
    { slots: featureImageSlots, share: true },
  ).meta({ label: 'Feature image' }),
  readNext: pieceRefs(
    3,
    'Read next',
    'Optional: up to three pieces to offer at the end of this one, in your order. The rest are chosen for you: the same category first, then the newest.',
  ),
});

export type EssayFields = z.infer<typeof essayFields>;

/** `readTime` in minutes, computed from the body, never typed. */
export type Essay = LoadedPost<EssayFields> & { readTime: number };

/** Stands in for a new essay's image until the real one is chosen. */
const placeholderSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675" viewBox="0 0 1200 675" role="img" aria-label="Placeholder image">
<rect width="1200" height="675" fill="#f6eef5"/>
<circle cx="600" cy="338" r="180" fill="#64245a"/>
<circle cx="760" cy="260" r="90" fill="#e0684b"/>
</svg>
`;

export const essayKind: PostKind<EssayFields, 'essays', Essay> = {
  folder: 'essays',
  route: 'essays',
  reserved: ['page', 'category'],
  fields: essayFields,
  bodySlot: 'essayBody',
  finish: ({ shown }) => ({
    posts: shown.map(({ post, file }) => ({
      post: { ...post, readTime: readTimeFor(post.body) },
      file,
    })),
    problems: [],
  }),
  editor: {
    label: 'Essays',
    singular: 'Essay',
    icon: 'article',
    description: 'Long-form writing, at /essays/ and in the essays feed.',
    bodyHint: 'Start sections with a second-level heading. Images can go anywhere in the text.',
  },
  template: {
    fields: ({ title, slug, today }) => ({
      title,
      category: ['Thesis'],
      summary: 'TODO: one or two sentences for the essay list, feeds and search results.',
      publishedDate: today,
      featureImage: {
        src: `./${slug}.svg`,
        alt: 'TODO: replace the placeholder image and describe it here.',
      },
      draft: true,
    }),
    notes: { category: `one or more of: ${essayCategories.join(', ')}` },
    body: `
TODO: write the essay. Open with the moment or the question that made you want to write it.

## A first section

TODO.
`,
    placeholders: ({ slug }) => [{ name: `${slug}.svg`, text: placeholderSvg }],
  },
};

// Same-day essays fall back to slug order, so every list and the Latest Essay card agree.
export const essayRoutes = postRoutes(essayKind, (a: Essay, b: Essay) => a.slug.localeCompare(b.slug));
export const {
  base: essaysPath,
  path: essayPath,
  newestFirst: essaysNewestFirst,
  latest: latestEssay,
  bySlug: essayBySlug,
  adjacent: adjacentEssays,
} = essayRoutes;

export function essaysInCategory(essays: readonly Essay[], category: EssayCategory): Essay[] {
  return essaysNewestFirst(essays).filter((essay) => essay.category.includes(category));
}

/** The essay list, paged, with a page per category: `/essays`, `/essays/category/<slug>`. */
export function essayList(essays: readonly Essay[]) {
  return pagedList({
    base: essaysPath,
    filterSegment: 'category',
    param: 'category',
    filters: essayCategories,
    itemsFor: (category) => (category ? essaysInCategory(essays, category) : essaysNewestFirst(essays)),
    size: listPageSize.essays,
  });
}
