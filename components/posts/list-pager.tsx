import { Link } from '@/components/site/link';
import { listPagePath, pagerPages } from '@/lib/posts/list-pages';

export interface ListPagerProps {
  /** The list’s first page, e.g. `/essays` or `/research/tag/ai`. */
  base: string;
  page: number;
  pageCount: number;
  /** Accessible name, e.g. "Essay pages". */
  label: string;
}

const linkClass =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border border-line px-3 font-semibold text-plum-700 hover:bg-plum-50';

/** Previous, next and the page numbers of a paged list; nothing for a list that fits on one page. */
export function ListPager({ base, page, pageCount, label }: ListPagerProps) {
  if (pageCount < 2) return null;
  return (
    <nav aria-label={label} className="mt-10 flex flex-wrap items-center gap-2">
      {page > 1 ? (
        <Link href={listPagePath(base, page - 1)} rel="prev" className={linkClass}>
          Previous page
        </Link>
      ) : null}
      <ol className="flex flex-wrap items-center gap-2">
        {pagerPages(page, pageCount).map((number, index) =>
          number === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-muted">
              …
            </li>
          ) : (
            <li key={number}>
              <Link
                href={listPagePath(base, number)}
                aria-label={`Page ${number}`}
                aria-current={number === page ? 'page' : undefined}
                className={`${linkClass} ${number === page ? 'bg-plum-700 text-white hover:bg-plum-700' : ''}`}
              >
                {number}
              </Link>
            </li>
          ),
        )}
      </ol>
      {page < pageCount ? (
        <Link href={listPagePath(base, page + 1)} rel="next" className={linkClass}>
          Next page
        </Link>
      ) : null}
    </nav>
  );
}
