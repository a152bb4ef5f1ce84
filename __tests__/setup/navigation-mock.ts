// A controllable stand-in for next/navigation in component tests.
let pathname = '/';
let search = '';
export const routerMock = {
  push: jest.fn(),
  replace: jest.fn(),
  back: jest.fn(),
  prefetch: jest.fn(),
  refresh: jest.fn(),
  forward: jest.fn(),
};

export function setPathname(next: string) {
  pathname = next;
}

export function setSearch(next: string) {
  search = next;
}

export const navigationMock = {
  usePathname: () => pathname,
  useRouter: () => routerMock,
  useSearchParams: () => new URLSearchParams(search),
};
