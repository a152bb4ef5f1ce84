// A research brief, described once (docs/architecture.md, "One record per kind of post"): its figures as
// data in the front matter, its sections in the body, or a PDF she made elsewhere beside it.
import { z } from 'zod';
import { isoDate, postFields, quoted, text } from '@/lib/posts/post-fields';
import type { PostKind } from '@/lib/posts/post-kind';
import type { ResearchBrief } from '@/lib/briefs/research-brief';
import { withoutMarkdown } from '@/lib/text/prose-rules';
import { pieceRefs } from '@/lib/posts/piece-ref';
import { slugPattern } from '@/lib/posts/slug';
import { listPageSize, pagedList } from '@/lib/posts/list-pages';
import { postRoutes } from '@/lib/posts/post-routes';

const list = <Item extends z.ZodType>(item: Item, what: string) =>
  z
    .array(item, {
      error: (issue) => (issue.input === undefined ? 'is missing' : `must be a list of ${what}`),
    })
    .min(1, { error: `needs at least one ${what.replace(/s$/, '')}` });

const number = z.number({
  error: (issue) => (issue.input === undefined ? 'is missing' : `${quoted(issue.input)} is not a number`),
});

const figureBase = {
  id: text('a short name of lower-case letters, digits and hyphens')
    .regex(slugPattern, {
      error: (issue) =>
        `${quoted(issue.input)} is not a short name of lower-case letters, digits and hyphens`,
    })
    .meta({
      label: 'Short name',
      hint: 'Lower-case letters and hyphens, e.g. market-size. Place the figure with a line “Figure: market-size” in the body.',
    }),
  title: text('text').meta({ label: 'Title' }),
  caption: text('text').meta({
    label: 'Caption',
    input: 'text',
    hint: 'What the reader should take from it, in a sentence.',
  }),
  source: text('text').meta({
    label: 'Source',
    hint: 'Where the numbers come from; say so when they are your own estimates.',
  }),
  alt: text('text').meta({
    label: 'Text alternative',
    input: 'text',
    hint: 'What a reader who cannot see the chart should take from it, in a sentence or two.',
  }),
};

/** The editor offers it as the choice of what to add. */
const kindOf = <Kind extends string>(kind: Kind) => z.literal(kind).meta({ label: 'Kind' });

const barChart = z
  .strictObject({
    kind: kindOf('bar-chart'),
    ...figureBase,
    categoryLabel: text('text').meta({
      label: 'What the bars are',
      hint: 'The header of the table’s first column, e.g. Segment.',
    }),
    valueLabel: text('text').meta({
      label: 'What the numbers are',
      hint: 'The header of the value column, e.g. Companies.',
    }),
    unit: text('text')
      .optional()
      .meta({ label: 'Unit', hint: 'Optional: after each value on the chart, e.g. %.' }),
    bars: list(
      z.strictObject({
        label: text('text').meta({ label: 'Label' }),
        value: number
          .min(0, { error: (issue) => `${quoted(issue.input)} is below zero: a bar starts at zero` })
          .meta({ label: 'Value' }),
      }),
      'bars',
    ).meta({ label: 'Bars', singular: 'bar', summary: '{{fields.label}}: {{fields.value}}' }),
  })
  .meta({ label: 'Bar chart' });

const timeline = z
  .strictObject({
    kind: kindOf('timeline'),
    ...figureBase,
    events: list(
      z.strictObject({
        at: number.meta({
          label: 'Position',
          hint: 'A number that places it along the line: a month, a year.',
        }),
        when: text('text').meta({ label: 'When', hint: 'How it reads, e.g. Month 6.' }),
        label: text('text').meta({ label: 'What happens' }),
      }),
      'milestones',
    ).meta({ label: 'Milestones', singular: 'milestone', summary: '{{fields.when}}: {{fields.label}}' }),
  })
  .meta({ label: 'Timeline' });

const table = z
  .strictObject({
    kind: kindOf('table'),
    ...figureBase,
    columns: list(text('text'), 'columns').meta({
      label: 'Columns',
      singular: 'column',
      hint: 'The header of each column.',
    }),
    rows: list(
      z.strictObject({
        cells: list(text('text'), 'cells').meta({
          label: 'Cells',
          singular: 'cell',
          hint: 'One for each column, in order.',
        }),
      }),
      'rows',
    ).meta({ label: 'Rows', singular: 'row' }),
  })
  .superRefine((figure, context) => {
    figure.rows.forEach((row, index) => {
      if (row.cells.length !== figure.columns.length)
        context.addIssue({
          code: 'custom',
          path: ['rows', index, 'cells'],
          message: `has ${row.cells.length} cells, not one for each of the ${figure.columns.length} columns`,
        });
    });
  })
  .meta({ label: 'Table' });

export const briefFigure = z.discriminatedUnion('kind', [barChart, timeline, table], {
  error: (issue) =>
    issue.input === undefined ? 'is missing' : 'must be one of bar-chart, timeline or table',
});

export const briefFields = postFields('brief', {
  title: text('text').meta({ label: 'Title' }),
  summary: text('text').meta({
    label: 'Summary',
    input: 'text',
    hint: 'Two or three sentences for the card, the page and search results.',
  }),
  tags: list(text('text'), 'tags').meta({
    label: 'Tags',
    singular: 'tag',
    hint: 'Each tag gets a filter on /research/.',
  }),
  publishedDate: isoDate.meta({
    label: 'Published date',
    default: '{{now}}',
    hint: 'A date after today schedules the brief: it goes up that morning.',
  }),
  contributors: z.array(text('text'), { error: 'must be a list of names' }).optional().meta({
    label: 'Contributors',
    singular: 'contributor',
    hint: 'Optional: who researched or reviewed it with you, credited on the page and the PDF.',
  }),
  pdfFile: text('a PDF file beside the brief, e.g. ./my-report.pdf').meta({ file: 'pdf' }).optional().meta({
    label: 'Your own PDF',
    hint: 'Optional: a report or deck you already have (up to 20 MB). It is served as it is, and no PDF is drawn; the brief then needs no figure.',
  }),
  figures: z.array(briefFigure, { error: 'must be a list of figures' }).optional().meta({
    label: 'Figures',
    singular: 'figure',
    summary: '{{fields.title}}',
    hint: 'A drawn brief needs at least one. Place each in the body with a line “Figure: short-name”, its short name after the colon.',
  }),
  readNext: pieceRefs(
    3,
    'Read next',
    'Optional: up to three pieces to offer at the end of this one, in your order. The rest are chosen for you: the same tag first, then the newest.',
  ),
});

export type BriefFields = z.infer<typeof briefFields>;
export type BriefFigureFields = z.infer<typeof briefFigure>;

export function figureOf(figure: BriefFigureFields) {
  return figure.kind === 'table' ? { ...figure, rows: figure.rows.map((row) => row.cells) } : figure;
}

export type BriefFigure = ReturnType<typeof figureOf>;
export type BarChartFigure = Extract<BriefFigure, { kind: 'bar-chart' }>;
export type TimelineFigure = Extract<BriefFigure, { kind: 'timeline' }>;
export type TableFigure = Extract<BriefFigure, { kind: 'table' }>;

// Whether each `Figure:` line names one of the brief's figures is the build's to say: the editor checks a
// field on its own.
export const briefBodyRule = {
  pattern: withoutMarkdown(
    ['link', 'image', 'quotation', 'code', 'html', 'line', 'reference', 'table'],
    ['(?:^|\\n)[ \\t]{0,3}(?:#|#{3,6})(?:[ \\t]|\\n|$)'],
  ),
  message:
    'Start each section with a second-level heading and write the rest as text, with emphasis, lists and links to https://, http://, mailto: or a page of this site: no image, smaller heading, code, quotation, table or HTML.',
};

/** The brief's PDF, drawn or her own: `/briefs/<slug>.pdf`, the same address whichever it is. */
export function briefPdfPath(slug: string): string {
  return `/briefs/${slug}.pdf`;
}

export const briefKind: PostKind<BriefFields, 'research', ResearchBrief> = {
  folder: 'briefs',
  route: 'research',
  reserved: ['page', 'tag'],
  fields: briefFields,
  bodySlot: 'essayBody',
  editor: {
    label: 'Research briefs',
    singular: 'Research brief',
    icon: 'lab_research',
    description: 'Briefs at /research/, each with its figures and a PDF: drawn by the site, or one you made.',
    bodyHint:
      'Start each section with a second-level heading. Place a figure with a line of its own, “Figure: short-name”, its short name after the colon.',
    body: {
      buttons: ['bold', 'italic', 'link', 'heading-two', 'bulleted-list', 'numbered-list'],
      rule: briefBodyRule,
    },
  },
  template: {
    fields: ({ title, today }) => ({
      title,
      summary: 'TODO: two or three sentences for the research list, the page and search results.',
      tags: ['TODO'],
      publishedDate: today,
      figures: [
        {
          kind: 'bar-chart',
          id: 'first-figure',
          title: 'TODO: what the chart shows',
          caption: 'TODO: what the reader should take from it.',
          source: 'TODO: where the numbers come from.',
          alt: 'TODO: the chart in words, for a reader who cannot see it.',
          categoryLabel: 'TODO',
          valueLabel: 'TODO',
          bars: [
            { label: 'TODO', value: 1 },
            { label: 'TODO', value: 2 },
          ],
        },
      ],
      draft: true,
    }),
    body: `
## A first section

TODO: what the evidence shows, and where it runs out.

Figure: first-figure
`,
  },
};

// Briefs published on the same day keep a stable order by title.
export const briefRoutes = postRoutes(briefKind, (a: ResearchBrief, b: ResearchBrief) =>
  a.title.localeCompare(b.title, 'en'),
);
export const {
  base: researchPath,
  path: briefPath,
  newestFirst: briefsNewestFirst,
  bySlug: briefBySlug,
  adjacent: adjacentBriefs,
} = briefRoutes;

/**
 * Every tag used by at least one brief, once, sorted without regard to case ("AI" beside "agents",
 * not before every lower-case tag). Tags that differ only in case stay distinct, in a fixed order.
 */
export function distinctTags(briefs: readonly ResearchBrief[]): string[] {
  const tags = new Set(briefs.flatMap((brief) => brief.tags));
  return [...tags].sort(
    (a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }) || (a < b ? -1 : a > b ? 1 : 0),
  );
}

export function briefsWithTag<T extends ResearchBrief>(briefs: readonly T[], tag: string): T[] {
  return briefs.filter((brief) => brief.tags.includes(tag));
}

/** A download size as a visitor reads it: `812 bytes`, `14 KB`, `1.2 MB` (1 KB = 1024 bytes). */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) throw new Error(`Not a file size: ${bytes}`);
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  const kb = Math.round(bytes / 1024);
  if (kb < 1024) return `${kb} KB`;
  const mb = bytes / 1024 / 1024;
  return `${mb < 10 ? mb.toFixed(1) : Math.round(mb)} MB`;
}

/**
 * What a download link says of a brief's PDF: its size ("44 KB"), and for a PDF of her own, whose
 * length a reader cannot guess, its pages too ("2.3 MB, 14 pages").
 */
export function pdfSizeLabel(bytes: number, pages?: number): string {
  const size = formatFileSize(bytes);
  return pages ? `${size}, ${pages} ${pages === 1 ? 'page' : 'pages'}` : size;
}

/** The brief list, newest first and paged, with a page per tag: `/research`, `/research/tag/<slug>`. */
export function briefList<T extends ResearchBrief>(briefs: readonly T[]) {
  const newestFirst = briefsNewestFirst(briefs);
  return pagedList({
    base: researchPath,
    filterSegment: 'tag',
    param: 'tag',
    filters: distinctTags(briefs),
    itemsFor: (tag) => (tag ? briefsWithTag(newestFirst, tag) : newestFirst),
    size: listPageSize.briefs,
  });
}
