// Each service's documented share address: links, so they work with no script and ask nothing of any
// service until the visitor taps one. LinkedIn reads the title and picture from the page itself.

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
