import { briefKind } from '@/lib/briefs/brief-kind';
import type { ResearchBrief } from '@/lib/briefs/research-brief';
import { listPageSize, pagedList } from '@/lib/posts/list-pages';
import { postRoutes } from '@/lib/posts/post-routes';

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

/** The brief's PDF, drawn or her own: `/briefs/<slug>.pdf`, the same address whichever it is. */
export function briefPdfPath(slug: string): string {
  return `/briefs/${slug}.pdf`;
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
