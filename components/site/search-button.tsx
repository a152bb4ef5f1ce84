import { opensSearchAttribute } from '@/lib/page/search-names';

const buttonClass =
  'inline-flex h-11 items-center gap-2 rounded-md border border-line px-3 font-medium text-ink hover:bg-sand';

interface SearchButtonProps {
  className?: string;
  /** Only the header's, so a page lists one site search among its landmarks. */
  landmark?: boolean;
  /** The word "Search" stays the button's name when it is not shown. */
  labelClassName?: string;
}

/** Opens the search dialog (openSearchOnRequest); until then, and without JavaScript, goes to /search/. */
export function SearchButton({ className = '', landmark = true, labelClassName = '' }: SearchButtonProps) {
  return (
    <form
      action="/search/"
      method="get"
      {...(landmark ? { role: 'search', 'aria-label': 'Site' } : {})}
      className={className}
    >
      <button type="submit" className={buttonClass} {...{ [opensSearchAttribute]: '' }}>
        <svg aria-hidden="true" width="18" height="18" viewBox="0 0 20 20" fill="none">
          <circle cx="8.5" cy="8.5" r="5.5" stroke="currentColor" strokeWidth="2" />
          <path d="M13 13l4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        {labelClassName ? <span className={labelClassName}>Search</span> : 'Search'}
      </button>
    </form>
  );
}
