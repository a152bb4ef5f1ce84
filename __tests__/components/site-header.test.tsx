import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigationMock, setPathname } from '../setup/navigation-mock';

jest.mock('next/navigation', () => navigationMock);

import { SiteHeader } from '@/components/site-header';

function desktopNav() {
  return screen.getAllByRole('navigation', { name: 'Main', hidden: true })[0];
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
    expect(screen.getByRole('link', { name: 'Maya Reyes' })).toHaveAttribute('href', '/');
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

describe('mobile menu', () => {
  beforeEach(() => setPathname('/'));

  function menuButton() {
    return screen.getByRole('button', { name: 'Menu' });
  }

  function panel() {
    const id = menuButton().getAttribute('aria-controls');
    expect(id).toBeTruthy();
    const element = document.getElementById(id as string);
    expect(element).not.toBeNull();
    return element as HTMLElement;
  }

  it('starts closed and opens and closes with the button', async () => {
    const user = userEvent.setup();
    render(<SiteHeader />);
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(panel()).not.toBeVisible();

    await user.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    expect(panel()).toBeVisible();
    expect(within(panel()).getByRole('link', { name: 'Research' })).toBeVisible();

    await user.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(panel()).not.toBeVisible();
  });

  it('closes when a link in it is clicked', async () => {
    const user = userEvent.setup();
    render(<SiteHeader />);
    await user.click(menuButton());
    await user.click(within(panel()).getByRole('link', { name: 'Essays' }));
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(panel()).not.toBeVisible();
  });

  it('closes on Escape and returns focus to the button', async () => {
    const user = userEvent.setup();
    render(<SiteHeader />);
    await user.click(menuButton());
    within(panel()).getByRole('link', { name: 'Research' }).focus();
    await user.keyboard('{Escape}');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton()).toHaveFocus();
  });

  it('closes when the route changes', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<SiteHeader />);
    await user.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    act(() => setPathname('/research/'));
    rerender(<SiteHeader />);
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });
});
