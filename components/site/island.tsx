import type { ComponentType } from 'react';
import { islandAttribute, waitsAttribute } from '@/lib/page/island-attributes';

export interface IslandMarker {
  /** Without its extension: `subscribe-form`. */
  file: string;
  /** Why the page works without this island until the visitor uses a form; left out, it loads at once. */
  waits?: string;
}

// Every client island renders through this: an empty <template> before it tells the export stage, from the
// page's own markup, which islands it holds (islandsOn). A template is never displayed.
export function island<P extends object>(Component: ComponentType<P>, { file, waits }: IslandMarker) {
  const marker = { [islandAttribute]: file, ...(waits ? { [waitsAttribute]: '' } : {}) };
  function Island(props: P) {
    return (
      <>
        <template {...marker} />
        <Component {...props} />
      </>
    );
  }
  Island.displayName = `Island(${Component.displayName ?? Component.name})`;
  return Island;
}
