import { render, screen, within } from '@testing-library/react';
import { navigationMock, setPathname } from '../setup/navigation-mock';

jest.mock('next/navigation', () => navigationMock);

import { FilterPills } from '@/components/posts/filter-pills';
import { ListPager } from '@/components/posts/list-pager';

const options = [
  { label: 'All', href: '/essays' },
  { label: 'Thesis', href: '/essays/category/thesis' },
  { label: 'Global View', href: '/essays/category/global-view' },
];

function pills() {
  render(<FilterPills label="Filter essays by category" param="category" options={options} />);
  return within(screen.getByRole('navigation', { name: 'Filter essays by category' }));
}

describe('FilterPills', () => {
  it('links each pill to its filter’s page, in order, and marks All current on the list itself', () => {
    setPathname('/essays/');
    const nav = pills();
    expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'All',
      'Thesis',
      'Global View',
    ]);
    expect(nav.getByRole('link', { name: 'Thesis' })).toHaveAttribute('href', '/essays/category/thesis/');
    expect(nav.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'Thesis' })).not.toHaveAttribute('aria-current');
  });

  it('marks the chosen filter, as the page on its first page and as current on a later one', () => {
    setPathname('/essays/category/thesis/');
    expect(pills().getByRole('link', { name: 'Thesis' })).toHaveAttribute('aria-current', 'page');
    document.body.innerHTML = '';
    setPathname('/essays/category/thesis/page/3/');
    const nav = pills();
    expect(nav.getByRole('link', { name: 'Thesis' })).toHaveAttribute('aria-current', 'true');
    expect(nav.getByRole('link', { name: 'All' })).not.toHaveAttribute('aria-current');
  });

  it('names the query key and each value older addresses used, for the head script', () => {
    setPathname('/essays/');
    const nav = pills();
    expect(screen.getByRole('navigation')).toHaveAttribute('data-filter-param', 'category');
    expect(nav.getByRole('link', { name: 'Global View' })).toHaveAttribute('data-filter', 'Global View');
  });
});

describe('ListPager', () => {
  it('shows nothing for a list that fits on one page', () => {
    const { container } = render(<ListPager base="/essays" page={1} pageCount={1} label="Essay pages" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('offers previous, next, the first, the last and the pages beside the current one', () => {
    render(<ListPager base="/tomorrow-letter/archive" page={5} pageCount={26} label="Archive pages" />);
    const nav = within(screen.getByRole('navigation', { name: 'Archive pages' }));
    expect(nav.getByRole('link', { name: 'Previous page' })).toHaveAttribute(
      'href',
      '/tomorrow-letter/archive/page/4/',
    );
    expect(nav.getByRole('link', { name: 'Next page' })).toHaveAttribute(
      'href',
      '/tomorrow-letter/archive/page/6/',
    );
    const numbers = nav.getAllByRole('link', { name: /^Page \d+$/ });
    expect(numbers.map((link) => link.textContent)).toEqual(['1', '4', '5', '6', '26']);
    expect(nav.getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/tomorrow-letter/archive/');
    expect(nav.getByRole('link', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
  });

  it('has no previous link on the first page and no next link on the last', () => {
    const { unmount } = render(<ListPager base="/essays" page={1} pageCount={3} label="Essay pages" />);
    expect(screen.queryByRole('link', { name: 'Previous page' })).toBeNull();
    unmount();
    render(<ListPager base="/essays" page={3} pageCount={3} label="Essay pages" />);
    expect(screen.queryByRole('link', { name: 'Next page' })).toBeNull();
  });
});
