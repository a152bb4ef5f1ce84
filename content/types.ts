/** A calendar date written `YYYY-MM-DD`. Never parse it with `new Date(string)`: see lib/dates.ts. */
export type IsoDate = `${number}-${number}-${number}`;

export const essayCategories = ['Personal', 'Thesis', 'Future-Ready Kids', 'Global View'] as const;
export type EssayCategory = (typeof essayCategories)[number];

export interface LocalImage {
  /** Path under `public/`, starting with `/`. */
  src: string;
  alt: string;
  width: number;
  height: number;
}

export interface Essay {
  id: string;
  title: string;
  slug: string;
  category: readonly EssayCategory[];
  summary: string;
  /** Trusted HTML written by the maintainer; still sanitized at build time before it is shown. */
  body: string;
  /** Minutes, at roughly 230 words a minute. */
  readTime: number;
  publishedDate: IsoDate;
  featureImage: LocalImage;
}

export interface ResearchBrief {
  id: string;
  title: string;
  /** Public path of the generated PDF, e.g. `/briefs/market-map.pdf`. */
  pdfFile: string;
  summary: string;
  tags: readonly string[];
  publishedDate: IsoDate;
  /** The body of the generated PDF (scripts/build-briefs-pdf.ts); never sent to the browser. */
  sections: readonly ProseSection[];
}

/** A headed run of plain-text paragraphs: a section of a research brief. */
export interface ProseSection {
  heading: string;
  paragraphs: readonly string[];
}

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

export interface MediaLogo {
  id: string;
  name: string;
  /** Path of an original SVG wordmark under `public/`. */
  logoImage: string;
  url: string;
}

export interface Testimonial {
  quote: string;
  author: string;
  title: string;
}

/** One issue of the Tomorrow Letter: the archive lists them, each has its page, the newest is the sample. */
export interface LetterIssue {
  /** Issue number; issues go out weekly, so each number is one Monday after the one before. */
  number: number;
  title: string;
  /** Address of the issue's page, `/tomorrow-letter/<slug>/`. */
  slug: string;
  /** A Monday. */
  publishedDate: IsoDate;
  /** One or two sentences for the archive, search results, share cards and the feed. */
  summary: string;
  /**
   * Trusted HTML written by the maintainer, opening with the greeting; sections start at `<h2>`.
   * Sanitized at build time like an essay body; the sign-off is added when the issue is shown.
   */
  body: string;
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

export interface CollaborationWay extends InfoCard {
  title: 'Advisory' | 'Speaking' | 'Syndication';
  examples: readonly string[];
}

export interface Book {
  title: string;
  author: string;
  whyItMatters: string;
}

/** Payload of the Tomorrow Letter signup, as SPEC names it; Kit also receives the public api_key. */
export interface NewsletterSignup {
  email: string;
}

export interface ContactMessage {
  email: string;
  message: string;
}

export interface ResearchRequest {
  email: string;
  requestMessage: string;
}
