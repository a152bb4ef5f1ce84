import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BriefCard } from '@/components/briefs/brief-card';
import { ListPager } from '@/components/posts/list-pager';
import { briefs } from '@/lib/briefs/briefs';
import { researchPage } from '@/lib/site/site-content';
import { sitePages } from '@/lib/site/site-pages';
import { tagSlot } from '@/lib/site/files/research-page';
import { briefList, researchPath } from '@/lib/briefs/brief-routes';
import { listPageMetadata } from '@/lib/site/seo';
import { briefFileSize } from '../brief-file-size';
import { FirstScreenEnd } from '@/components/site/first-screen-end';
import { firstScreenCard } from '@/lib/page/first-screen';

export const list = briefList(briefs);

/** The page of the brief list that a route’s params name: `{}`, `{ page }`, `{ tag }` or both. */
function pageFor(params: Record<string, string | string[] | undefined>) {
  return list.resolve(params) ?? notFound();
}

export function briefListMetadata(params: Record<string, string | string[] | undefined>): Metadata {
  const { filter: tag, ...page } = pageFor(params);
  const all = sitePages[researchPath];
  return listPageMetadata({
    ...page,
    title: tag ? `Research briefs tagged ${tag}` : all.title,
    description: tag ? researchPage.tagDescription.replaceAll(tagSlot, tag) : all.description,
    imageAlt: tag ? `Research briefs tagged ${tag}` : (all.socialTitle ?? all.title),
  });
}

/**
 * One page of briefs, all of them or one tag’s, with the pager when there is more than one. Only the
 * briefs shown have their PDFs drawn to print their sizes, each once per build (briefPdfBytes).
 */
export async function BriefList({ params = {} }: { params?: Record<string, string | string[] | undefined> }) {
  const { filter: tag, items, page, pageCount, base } = pageFor(params);
  const sizes = await Promise.all(items.map(briefFileSize));
  return (
    <>
      {items.length ? (
        <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {items.map((brief, index) => (
            <li key={brief.slug}>
              <BriefCard brief={brief} fileSize={sizes[index]} />
              {index === firstScreenCard(items.length) ? <FirstScreenEnd /> : null}
            </li>
          ))}
        </ul>
      ) : (
        <>
          <p className="mt-8 text-lg text-muted">No briefs tagged {tag} yet.</p>
          <FirstScreenEnd />
        </>
      )}
      <ListPager base={base} page={page} pageCount={pageCount} label="Research pages" />
    </>
  );
}
