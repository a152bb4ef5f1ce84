import { documentTitle, documentTitleLimit } from '@/lib/site/seo';
import { profile } from '@/lib/site/site-content';

const suffix = ` | ${profile.name}`;
const length = (text: string) => [...text].length;
const words = (count: number) => Array.from({ length: count }, (_, index) => `word${index}`).join(' ');

describe('documentTitle', () => {
  it('follows a short title with the site’s name', () => {
    expect(documentTitle('Essays')).toBe(`Essays${suffix}`);
  });

  it('leaves the name off Home, whose title names the site already', () => {
    expect(documentTitle(`${profile.name}: essays`, { withSiteName: false })).toBe(`${profile.name}: essays`);
  });

  it('drops the name when title and name together would be cut in search results', () => {
    const title = 'Regulatory Note: Machine-Learning Medical Devices in Canada and the US';
    expect(length(`${title}${suffix}`)).toBeGreaterThan(documentTitleLimit);
    expect(documentTitle(title)).toBe(title);
  });

  it('keeps the name up to the limit exactly, counting characters, not UTF-16 units', () => {
    const fits = 'é'.repeat(documentTitleLimit - length(suffix));
    expect(documentTitle(fits)).toBe(`${fits}${suffix}`);
    const emoji = '🩺'.repeat(documentTitleLimit - length(suffix));
    expect(documentTitle(emoji)).toBe(`${emoji}${suffix}`);
    expect(documentTitle(`${fits}x`)).toBe(`${fits}x`);
  });

  it('cuts a title longer than the limit after a whole word, with an ellipsis', () => {
    const title = words(20);
    const shown = documentTitle(title);
    expect(length(shown)).toBeLessThanOrEqual(documentTitleLimit);
    expect(shown.endsWith('…')).toBe(true);
    expect(title.startsWith(`${shown.slice(0, -1)} `)).toBe(true);
  });

  it('leaves no dangling punctuation before the ellipsis', () => {
    const title = `${'a'.repeat(60)} bcd, ${'e'.repeat(20)}`;
    expect(documentTitle(title)).toBe(`${'a'.repeat(60)} bcd…`);
  });

  it('cuts a single word longer than the limit where the limit falls', () => {
    const shown = documentTitle('x'.repeat(200));
    expect(shown).toBe(`${'x'.repeat(documentTitleLimit - 1)}…`);
  });
});
