import { briefKind } from '@/lib/briefs/brief-kind';
import type { ResearchBrief } from '@/lib/briefs/research-brief';
import { compareIsoDesc, neighbours } from '@/lib/time/dates';
import { listPageSize, pagedList } from '@/lib/posts/list-pages';

/** The briefs' address, from their record: `/research`. */
export const researchPath = `/${briefKind.route}` as const;

/** Newest first; briefs published on the same day keep a stable order by title. */
export function briefsNewestFirst<T extends ResearchBrief>(briefs: readonly T[]): T[] {
  return [...briefs].sort(
    (a, b) => compareIsoDesc(a.publishedDate, b.publishedDate) || a.title.localeCompare(b.title, 'en'),
  );
}

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

/** The brief's PDF, drawn or her own: `/briefs/<id>.pdf`, the same address whichever it is. */
export function briefPdfPath(id: string): string {
  return `/briefs/${id}.pdf`;
}

/** The brief's page: `/research/<id>`. */
export function briefPath(brief: Pick<ResearchBrief, 'id'>): string {
  return `${researchPath}/${brief.id}`;
}

export function briefById<T extends ResearchBrief>(briefs: readonly T[], id: string): T | undefined {
  return briefs.find((brief) => brief.id === id);
}

/** The briefs published just before (`previous`) and just after (`next`) the given one. */
export function adjacentBriefs<T extends ResearchBrief>(
  briefs: readonly T[],
  id: string,
): { previous: T | undefined; next: T | undefined } {
  return neighbours(briefsNewestFirst(briefs), (brief) => brief.id === id);
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
