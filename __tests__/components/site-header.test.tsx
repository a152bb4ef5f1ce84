import { render, screen, within } from '@testing-library/react';
import { navigationMock, setPathname } from '../setup/navigation-mock';

jest.mock('next/navigation', () => navigationMock);

import { SiteHeader } from '@/components/site/site-header';
import { profile } from '@/lib/site/site-content';

function desktopNav() {
  return screen.getByRole('navigation', { name: 'Main', hidden: true });
}

// jsdom cannot follow links; stop the browser default after React has handled the click.
function preventNavigation(event: MouseEvent) {
  if ((event.target as Element | null)?.closest?.('a')) event.preventDefault();
}
beforeAll(() => document.addEventListener('click', preventNavigation));
afterAll(() => document.removeEventListener('click', preventNavigation));

describe('SiteHeader', () => {
  beforeEach(() => setPathname('/'));

  it('shows the site name and every section link plus the Tomorrow Letter button', () => {
    render(<SiteHeader />);
    const nav = desktopNav();
    for (const name of ['Home', 'Essays', 'Research', 'About & Collaborate', 'Tomorrow Letter']) {
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: profile.name })).toHaveAttribute('href', '/');
  });

  it('marks Home as the current page only on the home page', () => {
    render(<SiteHeader />);
    const nav = desktopNav();
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Essays' })).not.toHaveAttribute('aria-current');
  });

  it('marks Essays as current on an essay page reached with a trailing slash', () => {
    setPathname('/essays/the-night-shift/');
    render(<SiteHeader />);
    const nav = desktopNav();
    const essays = within(nav).getByRole('link', { name: 'Essays' });
    expect(essays).toHaveAttribute('aria-current', 'page');
    expect(essays.className).toMatch(/text-plum-700/);
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('marks the Tomorrow Letter button as current on its page', () => {
    setPathname('/tomorrow-letter/');
    render(<SiteHeader />);
    expect(within(desktopNav()).getByRole('link', { name: 'Tomorrow Letter' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});

// The phone menu's opening and closing are the browser's own (a popover) plus the after-paint
// script (browser/popover-menu.ts), which jsdom has neither of: the browser suite checks them, in
// __tests__/e2e/layout.spec.ts and, before any script of the framework, __tests__/e2e/early.spec.ts.
describe('mobile menu', () => {
  beforeEach(() => setPathname('/'));

  it('is a native popover the Menu button opens, closed in the page as served', () => {
    render(<SiteHeader />);
    const button = screen.getByRole('button', { name: 'Menu' });
    const id = button.getAttribute('popovertarget');
    expect(id).toBeTruthy();
    expect(button).toHaveAttribute('aria-controls', id);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(id!)!;
    expect(panel).toHaveAttribute('popover', 'auto');
    // Its own name, so a list of the page's landmarks tells it from the desktop bar.
    expect(screen.getByRole('navigation', { name: 'Main menu', hidden: true })).toBe(panel);
    expect(within(panel).getByRole('link', { name: 'Research', hidden: true })).toHaveAttribute(
      'href',
      '/research/',
    );
    expect(within(panel).getByRole('group', { name: 'Theme', hidden: true })).toBeInTheDocument();
  });
});
