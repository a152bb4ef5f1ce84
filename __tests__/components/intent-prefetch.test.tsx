import { fireEvent, render } from '@testing-library/react';
import { navigationMock, routerMock } from '../setup/navigation-mock';

jest.mock('next/navigation', () => navigationMock);

import { IntentPrefetch } from '@/components/site/intent-prefetch';
import { Link } from '@/components/site/link';
import { intentPrefetchPath } from '@/lib/page/intent-prefetch';

// jsdom's page is at http://localhost/; links resolve against it.
const here = { origin: window.location.origin, pathname: '/essays/' };

/** The element inside a link made from `html`, as a pointer would land on it. */
function targetIn(html: string) {
  document.body.innerHTML = html;
  return document.body.querySelector('[data-target]') ?? document.body.firstElementChild;
}

describe('intentPrefetchPath', () => {
  it('gives the path of a link to another page of the site, from any element inside the link', () => {
    expect(
      intentPrefetchPath(targetIn('<a href="/research/"><span data-target>Research</span></a>'), here),
    ).toBe('/research/');
    const absolute = `<a href="${window.location.origin}/search/?q=ai">Search</a>`;
    expect(intentPrefetchPath(targetIn(absolute), here)).toBe('/search/?q=ai');
  });

  it('gives nothing for files, downloads, new tabs, other sites, the page itself and non-links', () => {
    for (const html of [
      '<a href="/briefs/market-map-2026.pdf">PDF</a>',
      '<a href="/feed.xml">Feed</a>',
      '<a href="/research/" download>Save</a>',
      '<a href="/research/" target="_blank">New tab</a>',
      '<a href="https://calendly.com/someone">Book</a>',
      '<a href="/essays/#latest">Latest</a>',
      '<a>No href</a>',
      '<button>Menu</button>',
    ])
      expect([html, intentPrefetchPath(targetIn(html), here)]).toEqual([html, null]);
    expect(intentPrefetchPath(null, here)).toBeNull();
  });
});

describe('IntentPrefetch', () => {
  beforeEach(() => routerMock.prefetch.mockClear());

  it('prefetches nothing until a visitor shows intent, then the page they point at, focus or touch', () => {
    render(
      <>
        <IntentPrefetch />
        <Link href="/research/">Research</Link>
        <Link href="/books/">Books</Link>
        <Link href="/about/">About</Link>
        <a href="/briefs/market-map-2026.pdf">PDF</a>
      </>,
    );
    expect(routerMock.prefetch).not.toHaveBeenCalled();

    fireEvent.pointerOver(document.querySelector('a[href="/research/"]')!);
    fireEvent.focusIn(document.querySelector('a[href="/books/"]')!);
    fireEvent.touchStart(document.querySelector('a[href="/about/"]')!);
    fireEvent.pointerOver(document.querySelector('a[href$=".pdf"]')!);
    expect(routerMock.prefetch.mock.calls).toEqual([['/research/'], ['/books/'], ['/about/']]);
  });

  it('stops listening when it unmounts', () => {
    const { unmount } = render(<IntentPrefetch />);
    unmount();
    document.body.innerHTML = '<a href="/research/">Research</a>';
    fireEvent.pointerOver(document.querySelector('a')!);
    expect(routerMock.prefetch).not.toHaveBeenCalled();
  });
});
