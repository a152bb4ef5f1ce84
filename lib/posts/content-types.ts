import type { PieceRef } from '@/lib/posts/piece-ref';

/** A calendar date written `YYYY-MM-DD`. Never parse it with `new Date(string)`: see lib/time/dates.ts. */
export type IsoDate = `${number}-${number}-${number}`;

export const essayCategories = ['Personal', 'Thesis', 'Future-Ready Kids', 'Global View'] as const;
export type EssayCategory = (typeof essayCategories)[number];

/** A file the build encoded from a photo (lib/images/image-sets.ts), served from `/media/`. */
export interface ImageFile {
  src: string;
  type: 'image/avif' | 'image/webp' | 'image/jpeg' | 'image/png';
  width: number;
  height: number;
}

export interface LocalImage {
  /** Site path starting with `/`: an SVG as it is, or a photo's one JPEG or PNG (its fallback). */
  src: string;
  alt: string;
  /** The image's own size; a photo's as it is seen, after its EXIF orientation. */
  width: number;
  height: number;
  /** A photo's encoded files: AVIF and WebP at each width, then the fallback. An SVG has none. */
  files?: readonly ImageFile[];
  /** A photo's 1200×630 share image, cropped from it. */
  share?: string;
}

/** An image in a post's Markdown body, which the body's HTML shows; listed for the email edition. */
export interface BodyImage extends LocalImage {
  /** As the Markdown names it: `./photo.jpg` beside the post, or `/images/...` under `public/`. */
  source: string;
  /** Marked `![](./rule.png "decorative")`: its alt text is empty on purpose. */
  decorative?: boolean;
}

/**
 * A post the dev server shows and a build leaves out: `draft: true` in its file, or dated after
 * today where the author lives (lib/posts/post-status.ts). Published posts have no status.
 */
export type PostStatus = 'draft' | 'scheduled';

export interface Essay {
  id: string;
  title: string;
  slug: string;
  category: readonly EssayCategory[];
  summary: string;
  /** HTML made from the Markdown file (scripts/content-files.ts); still sanitized before it is shown. */
  body: string;
  /** Minutes, at 230 words a minute: computed from the body (lib/essays/essays.ts), never typed. */
  readTime: number;
  publishedDate: IsoDate;
  /** The day she revised it after publishing it, when she did: shown beside `publishedDate`. */
  updated?: IsoDate;
  featureImage: LocalImage;
  /** The images of its body, in order. */
  images?: readonly BodyImage[];
  /** The pieces she offers at its end, in her order (lib/posts/piece-ref.ts); the build adds to them (lib/posts/read-next.ts). */
  readNext?: readonly PieceRef[];
  /** Only under `npm run dev`, for a draft or scheduled essay. */
  status?: PostStatus;
}

export interface ResearchBrief {
  /** Also the page's address: `/research/<id>/`. */
  id: string;
  title: string;
  /**
   * Public path of its PDF, `/briefs/<id>.pdf`, whichever way it is made: drawn from the brief
   * (lib/briefs/brief-pdf.ts), or the file she uploaded (`ownPdf`), so a link once shared keeps working.
   */
  pdfFile: string;
  summary: string;
  tags: readonly string[];
  publishedDate: IsoDate;
  /** The day she revised it after publishing it, when she did: shown beside `publishedDate`. */
  updated?: IsoDate;
  /** People who researched or reviewed the brief with the author, credited on the page and the PDF. */
  contributors?: readonly string[];
  /** Text before the first section: all the body a brief with a PDF of its own may have. */
  intro: readonly ProseBlock[];
  /** The body's `##` sections, shown on the brief's page and laid out in its PDF. */
  sections: readonly BriefSection[];
  /** The PDF she uploaded beside the brief, served byte for byte at `pdfFile`; none is drawn then. */
  ownPdf?: OwnPdf;
  /** The pieces she offers at its end, in her order (lib/posts/piece-ref.ts); the build adds to them (lib/posts/read-next.ts). */
  readNext?: readonly PieceRef[];
  /** Only under `npm run dev`, for a draft or scheduled brief. */
  status?: PostStatus;
}

/** A PDF made elsewhere (a deck, a report), as the build read it. */
export interface OwnPdf {
  /** Its path from the project's folder, e.g. `content/briefs/<file>.pdf`. */
  source: string;
  bytes: number;
  pages: number;
}

/** A section of a brief: its heading, then its text and figures in the order written. */
export interface BriefSection {
  heading: string;
  parts: readonly BriefPart[];
}

/** A run of text, or a figure placed where the brief's body says `Figure: <id>`. */
export type BriefPart = { prose: readonly ProseBlock[] } | { figure: BriefFigure };

interface FigureBase {
  /** Unique within the brief; the figure's anchor on the page. */
  id: string;
  title: string;
  caption: string;
  /** Where the numbers come from; illustrative data says so here. */
  source: string;
  /** What a reader who cannot see the chart should take from it, in a sentence or two. */
  alt: string;
}

/** Horizontal bars, one per category, drawn to a scale starting at zero. */
export interface BarChartFigure extends FigureBase {
  kind: 'bar-chart';
  /** Header of the category column in the data table, e.g. `Segment`. */
  categoryLabel: string;
  /** Header of the value column, with its unit, e.g. `Companies`. */
  valueLabel: string;
  /** Appended to each value label on the chart, e.g. `%`. */
  unit?: string;
  bars: readonly { label: string; value: number }[];
}

/** Milestones along one axis; `at` positions each one (months, years...), `when` is how it reads. */
export interface TimelineFigure extends FigureBase {
  kind: 'timeline';
  events: readonly { at: number; when: string; label: string }[];
}

/** Data that reads best as rows and columns, shown as a table in both forms. */
export interface TableFigure extends FigureBase {
  kind: 'table';
  columns: readonly string[];
  rows: readonly (readonly string[])[];
}

export type BriefFigure = BarChartFigure | TimelineFigure | TableFigure;

/** Words, perhaps emphasised or linked: a run of a prose block (lib/text/prose.ts). */
export type ProseInline =
  | string
  | { em: ProseInline[] }
  | { strong: ProseInline[] }
  | { link: string; text: ProseInline[] }
  | { br: true };

/** A paragraph, or a list whose items are each a run of words. */
export type ProseBlock = { p: ProseInline[] } | { ul: ProseInline[][] } | { ol: ProseInline[][] };

export const noteStatuses = ['Draft', 'Scheduled', 'Published'] as const;
export type NoteStatus = (typeof noteStatuses)[number];

export interface BackupNote {
  id: string;
  title: string;
  /** HTML body. */
  body: string;
  publishDate: IsoDate;
  status: NoteStatus;
}

export interface Testimonial {
  quote: string;
  author: string;
  title: string;
}

/** One issue of the Tomorrow Letter: the archive lists them, each has its page, the newest is the sample. */
export interface LetterIssue {
  /** Issue number: unique, and growing with the date (a skipped week leaves no gap to fill). */
  number: number;
  title: string;
  /** Address of the issue's page, `/tomorrow-letter/<slug>/`. */
  slug: string;
  /** A Monday. */
  publishedDate: IsoDate;
  /** The day she revised it after publishing it, when she did: shown beside `publishedDate`. */
  updated?: IsoDate;
  /** One or two sentences for the archive, search results, share cards and the feed. */
  summary: string;
  /**
   * HTML made from the Markdown file, opening with the greeting; sections start at `<h2>` (`##`).
   * Sanitized at build time like an essay body; the sign-off is added when the issue is shown.
   */
  body: string;
  /** The images of its body, in order, each with its encoded files (the email edition links one). */
  images?: readonly BodyImage[];
  /** The pieces she offers at its end, in her order (lib/posts/piece-ref.ts); the build adds to them (lib/posts/read-next.ts). */
  readNext?: readonly PieceRef[];
  /** Only under `npm run dev`, for a draft or scheduled issue. */
  status?: PostStatus;
}

/** A headline figure, shown as its value followed by its label: "2,500+ weekly readers". */
export interface LetterStat {
  value: string;
  label: string;
}

export interface JourneyEntry {
  year: string;
  title: string;
  company: string;
  description: string;
}

/** A titled card used by the fixed sections (Why I Invest, What Drives Me, letter benefits, ...). */
export interface InfoCard {
  title: string;
  body: string;
}

/** A way to work with her, on About: Advisory, Speaking and Syndication in the seed content. */
export interface CollaborationWay extends InfoCard {
  examples: readonly string[];
}
