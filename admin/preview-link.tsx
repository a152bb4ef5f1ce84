/**
 * The site's `Link` as the editor's preview renders it: a plain link, since the preview has neither
 * the site's router nor a second React for next/link (`npm run admin` points `@/components/site/link`
 * here). A preview is looked at, not browsed.
 */
import type { AnchorHTMLAttributes } from 'react';

export function Link({ href, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  return <a href={href} {...props} />;
}
