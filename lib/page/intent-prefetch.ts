/** What shows intent on a link: pointing at it, moving focus onto it, touching it. */
export const intentEvents = ['pointerover', 'focusin', 'touchstart'] as const;

// Shared by the router's prefetch (IntentPrefetch) and the loader's before the framework. Null unless the
// link opens another page of this site in the same tab.
export function intentPrefetchPath(target: EventTarget | null, here: Pick<Location, 'origin' | 'pathname'>) {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement)) return null;
  if (link.hasAttribute('download') || (link.target && link.target !== '_self')) return null;
  const url = new URL(link.href);
  if (url.origin !== here.origin || url.pathname === here.pathname) return null;
  // Every page's path ends in a slash (trailingSlash); a last segment with a dot is a file.
  if (/\.[^/]*$/.test(url.pathname)) return null;
  return url.pathname + url.search;
}
