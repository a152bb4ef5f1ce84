// The editor bundle's JSX runtime (`npm run admin` points `react/jsx-runtime` here): the React Sveltia CMS
// shares as `window.h`, so the bundle carries no second copy of React.
import type { createElement, ElementType, Fragment as ReactFragment, Key, ReactNode } from 'react';

declare global {
  interface Window {
    h: typeof createElement;
    rf: typeof ReactFragment;
  }
}

/** React's Fragment is shared only once the editor has loaded. */
export const Fragment = Symbol('Fragment');

type Type = ElementType | typeof Fragment;
const element = (type: Type, props: object, key: Key | undefined, children: ReactNode[] = []) =>
  window.h(type === Fragment ? window.rf : type, key === undefined ? props : { ...props, key }, ...children);

export function jsx(type: Type, props: object, key?: Key) {
  return element(type, props, key);
}

/** Static children go to createElement as arguments, so React does not ask them for keys. */
export function jsxs(type: Type, { children, ...props }: { children: ReactNode[] }, key?: Key) {
  return element(type, props, key, children);
}
