import { shareLinks } from '@/lib/web/share-links';

describe('share links', () => {
  const url = 'https://author.example.org/essays/models-learn/';
  const title = 'Models Learn What We Measure & Why';
  const byNetwork = Object.fromEntries(
    shareLinks(url, title).map(({ network, href }) => [network, new URL(href)]),
  );

  it('are the documented address of each service, for the canonical address and title', () => {
    expect(byNetwork.LinkedIn.origin + byNetwork.LinkedIn.pathname).toBe(
      'https://www.linkedin.com/sharing/share-offsite/',
    );
    expect(byNetwork.LinkedIn.searchParams.get('url')).toBe(url);
    expect(byNetwork.X.origin + byNetwork.X.pathname).toBe('https://twitter.com/intent/tweet');
    expect(Object.fromEntries(byNetwork.X.searchParams)).toEqual({ text: title, url });
    expect(byNetwork.Bluesky.origin + byNetwork.Bluesky.pathname).toBe('https://bsky.app/intent/compose');
    expect(byNetwork.Bluesky.searchParams.get('text')).toBe(`${title} ${url}`);
  });

  it('mail the address with the title as subject, its characters escaped', () => {
    const mail = shareLinks(url, title)[0].href;
    expect(mail).toBe(`mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(url)}`);
    expect(mail).not.toContain('&Why');
  });
});
