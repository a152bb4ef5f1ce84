/**
 * A research brief, described once (docs/architecture.md, "One record per kind of post"): one
 * Markdown file per brief, its figures as data in the front matter, its sections in the body
 * (lib/briefs/brief-body.ts), or a PDF she made elsewhere beside it. The loader (scripts/content-files.ts,
 * scripts/brief-files.ts), the editor's configuration (admin/config.ts), the research routes
 * (lib/briefs/brief-routes.ts) and scripts/new-post.ts read it.
 */
import { z } from 'zod';
import { draft, isoDate, postFields, quoted, text, updated } from '@/lib/posts/post-fields';
import type { PostKind } from '@/lib/posts/post-kind';
import { pieceRefs, pieceRefsLook } from '@/lib/posts/piece-ref';
import { slugPattern } from '@/lib/posts/slug';

const list = <Item extends z.ZodType>(item: Item, what: string) =>
  z
    .array(item, {
      error: (issue) => (issue.input === undefined ? 'is missing' : `must be a list of ${what}`),
    })
    .min(1, { error: `needs at least one ${what.replace(/s$/, '')}` });

const number = z.number({
  error: (issue) => (issue.input === undefined ? 'is missing' : `${quoted(issue.input)} is not a number`),
});

/** What every figure has, whatever its kind. */
const figureBase = {
  id: text('a short name of lower-case letters, digits and hyphens').regex(slugPattern, {
    error: (issue) => `${quoted(issue.input)} is not a short name of lower-case letters, digits and hyphens`,
  }),
  title: text('text'),
  caption: text('text'),
  source: text('text'),
  alt: text('text'),
};

const barChart = z.strictObject({
  kind: z.literal('bar-chart'),
  ...figureBase,
  categoryLabel: text('text'),
  valueLabel: text('text'),
  unit: text('text').optional(),
  bars: list(
    z.strictObject({
      label: text('text'),
      value: number.min(0, {
        error: (issue) => `${quoted(issue.input)} is below zero: a bar starts at zero`,
      }),
    }),
    'bars',
  ),
});

const timeline = z.strictObject({
  kind: z.literal('timeline'),
  ...figureBase,
  events: list(z.strictObject({ at: number, when: text('text'), label: text('text') }), 'milestones'),
});

const table = z
  .strictObject({
    kind: z.literal('table'),
    ...figureBase,
    columns: list(text('text'), 'columns'),
    rows: list(z.strictObject({ cells: list(text('text'), 'cells') }), 'rows'),
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
  });

export const briefFigure = z.discriminatedUnion('kind', [barChart, timeline, table], {
  error: (issue) =>
    issue.input === undefined ? 'is missing' : 'must be one of bar-chart, timeline or table',
});

/** A brief's frontmatter, as the build checks it. */
export const briefFields = postFields({
  title: text('text'),
  summary: text('text'),
  tags: list(text('text'), 'tags'),
  publishedDate: isoDate,
  contributors: z.array(text('text'), { error: 'must be a list of names' }).optional(),
  // A PDF she made elsewhere, beside the brief: served as it is, and none is drawn (scripts/brief-files.ts).
  pdfFile: text('a PDF file beside the brief, e.g. ./my-report.pdf').meta({ file: 'pdf' }).optional(),
  figures: z.array(briefFigure, { error: 'must be a list of figures' }).optional(),
  readNext: pieceRefs(3),
  // Beside the draft switch, after the lists: as for an essay (lib/essays/essay-kind.ts).
  updated,
  draft,
});

export type BriefFields = z.infer<typeof briefFields>;
export type BriefFigureFields = z.infer<typeof briefFigure>;

/** A figure as the pages and the PDF draw it: a table's rows as their cells. */
export function figureOf(figure: BriefFigureFields) {
  return figure.kind === 'table' ? { ...figure, rows: figure.rows.map((row) => row.cells) } : figure;
}

/** A figure of a brief: horizontal bars, a timeline or a table, as `figureOf` gives it. */
export type BriefFigure = ReturnType<typeof figureOf>;
export type BarChartFigure = Extract<BriefFigure, { kind: 'bar-chart' }>;
export type TimelineFigure = Extract<BriefFigure, { kind: 'timeline' }>;
export type TableFigure = Extract<BriefFigure, { kind: 'table' }>;

/** The look of the fields every figure has, in the editor. */
const figureLooks = {
  kind: { label: 'Kind' },
  id: {
    label: 'Short name',
    hint: 'Lower-case letters and hyphens, e.g. market-size. Place the figure with a line “Figure: market-size” in the body.',
  },
  title: { label: 'Title' },
  caption: {
    label: 'Caption',
    input: 'text' as const,
    hint: 'What the reader should take from it, in a sentence.',
  },
  source: { label: 'Source', hint: 'Where the numbers come from; say so when they are your own estimates.' },
  alt: {
    label: 'Text alternative',
    input: 'text' as const,
    hint: 'What a reader who cannot see the chart should take from it, in a sentence or two.',
  },
};

export const briefKind: PostKind<BriefFields, 'research'> = {
  folder: 'briefs',
  route: 'research',
  // The list's later pages and its tag pages (lib/briefs/brief-routes.ts, briefList).
  reserved: ['page', 'tag'],
  fields: briefFields,
  images: {},
  bodySlot: 'essayBody',
  bodyReader: 'brief',
  editor: {
    label: 'Research briefs',
    singular: 'Research brief',
    icon: 'lab_research',
    description: 'Briefs at /research/, each with its figures and a PDF: drawn by the site, or one you made.',
    fields: {
      title: { label: 'Title' },
      summary: {
        label: 'Summary',
        input: 'text',
        hint: 'Two or three sentences for the card, the page and search results.',
      },
      tags: { label: 'Tags', singular: 'tag', hint: 'Each tag gets a filter on /research/.' },
      publishedDate: {
        label: 'Published date',
        default: '{{now}}',
        hint: 'A date after today schedules the brief: it goes up that morning.',
      },
      contributors: {
        label: 'Contributors',
        singular: 'contributor',
        hint: 'Optional: who researched or reviewed it with you, credited on the page and the PDF.',
      },
      pdfFile: {
        label: 'Your own PDF',
        hint: 'Optional: a report or deck you already have (up to 20 MB). It is served as it is, and no PDF is drawn; the brief then needs no figure.',
      },
      figures: {
        label: 'Figures',
        singular: 'figure',
        summary: '{{fields.title}}',
        hint: 'A drawn brief needs at least one. Place each in the body with a line “Figure: short-name”, its short name after the colon.',
        fields: {
          'bar-chart': {
            label: 'Bar chart',
            fields: {
              ...figureLooks,
              categoryLabel: {
                label: 'What the bars are',
                hint: 'The header of the table’s first column, e.g. Segment.',
              },
              valueLabel: {
                label: 'What the numbers are',
                hint: 'The header of the value column, e.g. Companies.',
              },
              unit: { label: 'Unit', hint: 'Optional: after each value on the chart, e.g. %.' },
              bars: {
                label: 'Bars',
                singular: 'bar',
                summary: '{{fields.label}}: {{fields.value}}',
                fields: { label: { label: 'Label' }, value: { label: 'Value' } },
              },
            },
          },
          timeline: {
            label: 'Timeline',
            fields: {
              ...figureLooks,
              events: {
                label: 'Milestones',
                singular: 'milestone',
                summary: '{{fields.when}}: {{fields.label}}',
                fields: {
                  at: { label: 'Position', hint: 'A number that places it along the line: a month, a year.' },
                  when: { label: 'When', hint: 'How it reads, e.g. Month 6.' },
                  label: { label: 'What happens' },
                },
              },
            },
          },
          table: {
            label: 'Table',
            fields: {
              ...figureLooks,
              columns: { label: 'Columns', singular: 'column', hint: 'The header of each column.' },
              rows: {
                label: 'Rows',
                singular: 'row',
                fields: {
                  cells: { label: 'Cells', singular: 'cell', hint: 'One for each column, in order.' },
                },
              },
            },
          },
        },
      },
      readNext: pieceRefsLook(
        'Read next',
        'Optional: up to three pieces to offer at the end of this one, in your order. The rest are chosen for you: the same tag first, then the newest.',
      ),
      updated: {
        label: 'Updated',
        hint: 'Set when you revise the brief after it is published; shown beside the published date.',
      },
      draft: {
        label: 'Draft',
        newEntry: true,
        hint: 'While on, the brief stays off the site. Turn it off to publish on its date.',
      },
    },
    bodyHint:
      'Start each section with a second-level heading. Place a figure with a line of its own, “Figure: short-name”, its short name after the colon.',
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
