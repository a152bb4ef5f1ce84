/**
 * The JSX runtime of the editor's bundle (`npm run admin` points `react/jsx-runtime` here): the
 * preview renders the site's own components with the React that Sveltia CMS ships and shares as
 * `window.h`, so the bundle carries no second copy of React.
 */
import type { createElement, ElementType, Fragment as ReactFragment, Key, ReactNode } from 'react';

declare global {
  interface Window {
    /** React's createElement, as the editor shares it with preview templates. */
    h: typeof createElement;
    /** React's Fragment, shared beside it. */
    rf: typeof ReactFragment;
  }
}

/** Stands for React's Fragment, which the editor only shares once it has loaded. */
export const Fragment = Symbol('Fragment');

type Type = ElementType | typeof Fragment;
const element = (type: Type, props: object, key: Key | undefined, children: ReactNode[] = []) =>
  window.h(type === Fragment ? window.rf : type, key === undefined ? props : { ...props, key }, ...children);

/** An element with one child, or with a list made in code, whose items carry their keys. */
export function jsx(type: Type, props: object, key?: Key) {
  return element(type, props, key);
}

/**
 * An element with the children written in the JSX: they go to createElement as its arguments, as
 * React's own runtime marks them, so React does not ask them for keys.
 */
export function jsxs(type: Type, { children, ...props }: { children: ReactNode[] }, key?: Key) {
  return element(type, props, key, children);
}
