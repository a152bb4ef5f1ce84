// The site's `Link` in the editor's preview (`npm run admin` points `@/components/site/link` here): a plain
// link, since the preview has neither the router nor a second React for next/link.
import type { AnchorHTMLAttributes } from 'react';

export function Link({ href, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  return <a href={href} {...props} />;
}
