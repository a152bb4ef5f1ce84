import NextLink from 'next/link';
import type { ComponentProps } from 'react';

/**
 * The site's link between its own pages: next/link without the prefetch it starts for every link
 * that scrolls into view. On a phone's cold load that is a dozen requests and their processing
 * right after the page turns interactive, for pages the visitor may never open. The page a visitor
 * points at, focuses or touches is prefetched instead (IntentPrefetch).
 */
export function Link(props: ComponentProps<typeof NextLink>) {
  return <NextLink prefetch={false} {...props} />;
}
