import { isActivePath, normalisePath } from '@/lib/page/active-link';

describe('normalisePath', () => {
  it.each([
    ['/', '/'],
    ['/essays/', '/essays'],
    ['/essays', '/essays'],
    ['/essays//', '/essays'],
    ['/essays/?category=Thesis', '/essays'],
    ['/about#book', '/about'],
    ['', '/'],
  ])('%p becomes %p', (input, expected) => {
    expect(normalisePath(input)).toBe(expected);
  });
});

describe('isActivePath', () => {
  it('marks Home active only on the root path', () => {
    expect(isActivePath('/', '/')).toBe(true);
    expect(isActivePath('/essays/', '/')).toBe(false);
    expect(isActivePath('/about', '/')).toBe(false);
  });

  it('marks a section active on its own path, with or without the trailing slash', () => {
    expect(isActivePath('/essays', '/essays')).toBe(true);
    expect(isActivePath('/essays/', '/essays')).toBe(true);
    expect(isActivePath('/essays', '/essays/')).toBe(true);
  });

  it('marks a section active on the pages below it', () => {
    expect(isActivePath('/essays/the-second-shift/', '/essays')).toBe(true);
    expect(isActivePath('/research/some-brief', '/research')).toBe(true);
  });

  it('does not confuse sections that share a prefix', () => {
    expect(isActivePath('/essays-archive/', '/essays')).toBe(false);
    expect(isActivePath('/about-me', '/about')).toBe(false);
  });

  it('ignores a query string or fragment', () => {
    expect(isActivePath('/essays/?category=Thesis', '/essays')).toBe(true);
  });

  it('is never active when the path is unknown', () => {
    expect(isActivePath(null, '/')).toBe(false);
    expect(isActivePath(undefined, '/essays')).toBe(false);
  });
});
