/**
 * The addresses that share a piece, each the service's documented form, for the piece's canonical
 * address and title: links, so they work with no script and ask nothing of any service until the
 * visitor taps one.
 * - Email: a `mailto:` with the title as subject and the address as body (RFC 6068).
 * - LinkedIn: `share-offsite` with the address; LinkedIn reads the title and picture from the page.
 * - X: the Tweet Web Intent, `text` and `url` (developer.x.com, "Web Intent").
 * - Bluesky: the compose intent, one `text` holding the title and the address (docs.bsky.app,
 *   "Action Intent Links").
 */

export type ShareNetwork = 'Email' | 'LinkedIn' | 'X' | 'Bluesky';

export interface ShareLink {
  network: ShareNetwork;
  href: string;
}

export function shareLinks(url: string, title: string): ShareLink[] {
  const query = (params: Record<string, string>) =>
    Object.entries(params)
      .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
      .join('&');
  return [
    { network: 'Email', href: `mailto:?${query({ subject: title, body: url })}` },
    { network: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?${query({ url })}` },
    { network: 'X', href: `https://twitter.com/intent/tweet?${query({ text: title, url })}` },
    { network: 'Bluesky', href: `https://bsky.app/intent/compose?${query({ text: `${title} ${url}` })}` },
  ];
}
