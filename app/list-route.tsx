// What every paged list's routes share, given the list: the page their params name and its metadata.
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import type { ResolvedListPage } from '@/lib/posts/list-pages';
import { listPageMetadata } from '@/lib/site/seo';
import { sitePages, type SitePath } from '@/lib/site/site-pages';

export type RouteParams = Record<string, string | string[] | undefined>;

interface ListWords {
  title: string;
  description: string;
  imageAlt: string;
}

/** `path` is the list's first page, whose words describe the whole list; `filtered`, one filter's pages. */
export function listRoute<T, F extends string>(
  list: { resolve(params: RouteParams): ResolvedListPage<T, F> | undefined },
  path: SitePath,
  filtered?: (filter: F) => ListWords,
) {
  const all = sitePages[path];
  const pageFor = (params: RouteParams = {}) => list.resolve(params) ?? notFound();
  const metadataFor = (params?: RouteParams): Metadata => {
    const { filter, ...page } = pageFor(params);
    return listPageMetadata({
      ...page,
      ...(filter !== undefined && filtered
        ? filtered(filter)
        : { title: all.title, description: all.description, imageAlt: all.socialTitle ?? all.title }),
    });
  };
  return {
    pageFor,
    metadataFor,
    generateMetadata: async ({ params }: { params: Promise<RouteParams> }) => metadataFor(await params),
  };
}

/** The component of a list's later or filtered pages: the page its params name, drawn by `List`. */
export function listPage(List: (props: { params?: RouteParams }) => ReactNode | Promise<ReactNode>) {
  return async function ListPage({ params }: { params: Promise<RouteParams> }) {
    return <List params={await params} />;
  };
}
