/** Drops a trailing slash (export uses trailingSlash: true) so `/essays/` and `/essays` compare equal. */
export function normalisePath(pathname: string): string {
  const path = pathname.split(/[?#]/)[0] || '/';
  if (path === '/') return path;
  return path.replace(/\/+$/, '') || '/';
}

/** Home is active only on `/`; any other section is active on its own path and everything below it. */
export function isActivePath(pathname: string | null | undefined, href: string): boolean {
  if (!pathname) return false;
  const current = normalisePath(pathname);
  const target = normalisePath(href);
  if (target === '/') return current === '/';
  return current === target || current.startsWith(`${target}/`);
}
