import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

/**
 * Renders `element` as the server would, lets `visitor` act on that HTML as someone does before the
 * page's scripts arrive (type, pick, press), then hydrates it: what an island finds in the DOM is
 * what the visitor left there.
 */
export async function hydrateAfter(element: ReactElement, visitor: (container: HTMLElement) => void) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  document.body.append(container);
  visitor(container);
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(container, element);
  });
  return {
    container,
    unmount: () => act(() => root?.unmount()),
  };
}
