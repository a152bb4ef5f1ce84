import NextLink from 'next/link';
import type { ComponentProps } from 'react';

// next/link without its prefetch of every link scrolled into view: a dozen requests on a phone's cold load,
// for pages the visitor may never open. The page a visitor points at is prefetched instead (IntentPrefetch).
export function Link(props: ComponentProps<typeof NextLink>) {
  return <NextLink prefetch={false} {...props} />;
}
