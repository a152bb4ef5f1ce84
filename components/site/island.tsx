import type { ComponentType } from 'react';
import { islandAttribute, waitsAttribute } from '@/lib/page/islands';

export interface IslandMarker {
  /** The name of the island's file, without its extension: `subscribe-form`. */
  file: string;
  /**
   * Why the page works without this island until the visitor asks for more, when it does: its
   * page then loads the framework only once they do (using a form). Left out, the
   * island's pages load it after their first paint.
   */
  waits?: string;
}

/**
 * Every client island renders through this: an empty <template> before it names the island and
 * says whether it waits, so the export stage learns from the page's own markup which islands it
 * holds (islandsOn), the CSS they can show and whether the page loads the framework at once.
 * A template is never displayed and holds nothing, so the page looks the same.
 */
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
