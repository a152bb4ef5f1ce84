import type { Essay } from '@/lib/essays/essay-kind';
import type { IsoDate } from '@/lib/time/dates';
import { CategoryPills } from '@/components/essays/category-pills';
import { EssayMeta } from '@/components/essays/essay-meta';
import type { ShownPostField } from '@/components/posts/post-facts';
import { readingColumnClass } from '@/components/posts/reading-page';
import { SectionContents } from '@/components/posts/section-contents';
import { essayContents } from '@/lib/essays/essay-sections';

// Shared with the editor's preview (`EssayPreview`), so a restyle of the page restyles its preview.

/** In the editor an essay may have no date yet. */
export type EssayHeading = Pick<
  Essay,
  'title' | 'summary' | 'category' | 'readTime' | 'status' | ShownPostField
> & {
  publishedDate?: IsoDate;
};

export function EssayHeader({ essay }: { essay: EssayHeading }) {
  return (
    <header className={readingColumnClass}>
      <CategoryPills categories={essay.category} />
      <h1 className="mt-4 text-title font-semibold text-ink">{essay.title}</h1>
      <p className="mt-4 text-lg leading-8 text-muted">{essay.summary}</p>
      <EssayMeta essay={essay} facts={essay} className="mt-4" />
    </header>
  );
}

export const essayHeroClass = 'mt-8 h-auto w-full max-w-4xl rounded-2xl';
export const essayBodyClass = 'prose-body mt-10';

export function EssayContents({ bodyHtml }: { bodyHtml: string }) {
  const sections = essayContents(bodyHtml);
  return sections.length ? <SectionContents label="In this essay" sections={sections} /> : null;
}
