import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// Reads the tokens from app/globals.css, where each is light-dark(<light>, <dark>), and checks the
// foreground/background pairs the components use against WCAG AA in both themes.
const css = readFileSync(join(__dirname, '../../app/globals.css'), 'utf8');
const tokens = new Map(
  [
    ...css.matchAll(/--([a-z0-9-]+):\s*(?:light-dark\((#[0-9a-f]{6}),\s*(#[0-9a-f]{6})\)|(#[0-9a-f]{6}));/gi),
  ].map(([, name, light, dark, both]) => [name, { light: light ?? both, dark: dark ?? both }]),
);

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

// The seed's wordmarks (the frozen seed content, jest.config.mjs): drawn for the site's logo tile.
const logoDir = join(__dirname, '../fixtures/seed/content/site');

const text = ['ink', 'muted', 'plum-600', 'plum-700', 'plum-800', 'coral-700'];
const surfaces = ['paper', 'sand', 'surface', 'plum-50', 'coral-100'];
/** [foreground, background, minimum ratio]: body text 4.5, focus rings and UI accents 3. */
const pairs: [string, string, number][] = [
  ...text.flatMap((fg) => surfaces.map((bg): [string, string, number] => [fg, bg, 4.5])),
  // Buttons, the stats band and pressed pills: `text-white` (the surface token) on plum fills.
  ['surface', 'plum-700', 4.5],
  ['surface', 'plum-800', 4.5],
  ['plum-100', 'plum-700', 4.5],
  // The focus ring, the active letter button's ring and the timeline dots.
  ...['paper', 'sand', 'surface'].map((bg): [string, string, number] => ['coral-700', bg, 3]),
  ['coral-500', 'paper', 3],
];

describe.each(['light', 'dark'] as const)('the %s palette', (theme) => {
  it('defines every token the pairs use', () => {
    for (const [fg, bg] of pairs) {
      expect(tokens.get(fg)).toBeDefined();
      expect(tokens.get(bg)).toBeDefined();
    }
  });

  it.each(pairs)('%s on %s meets %d:1', (fg, bg, minimum) => {
    expect(contrast(tokens.get(fg)![theme], tokens.get(bg)![theme])).toBeGreaterThanOrEqual(minimum);
  });

  it('keeps the wordmarks legible: the fixed colours of their text on the logo tile', () => {
    const colours = new Set(
      readdirSync(logoDir)
        .filter((file) => file.endsWith('.svg') && file !== 'icon.svg')
        .flatMap((file) =>
          [...readFileSync(join(logoDir, file), 'utf8').matchAll(/<text[^>]*\sfill="(#[0-9a-f]{6})"/gi)].map(
            (m) => m[1],
          ),
        ),
    );
    expect(colours.size).toBeGreaterThan(0);
    for (const colour of colours) {
      expect(contrast(colour, tokens.get('logo-tile')![theme])).toBeGreaterThanOrEqual(4.5);
    }
  });
});
