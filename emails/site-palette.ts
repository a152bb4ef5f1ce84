import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const tokens = [
  'paper',
  'surface',
  'ink',
  'muted',
  'line',
  'plum-50',
  'plum-700',
  'coral-500',
  'coral-700',
] as const;
export type PaletteToken = (typeof tokens)[number];
export type Palette = Record<PaletteToken, string>;

// The site's light palette: most clients cannot switch palettes, and those that darken an email invert
// its light colours themselves.
export function sitePalette(siteRoot: string): Palette {
  const css = readFileSync(join(siteRoot, 'app', 'globals.css'), 'utf8');
  const entries = tokens.map((token) => {
    const match = new RegExp(`--${token}:\\s*light-dark\\(\\s*(#[0-9a-f]{3,8})\\s*,`, 'i').exec(css);
    // The file is ours; if its palette changes shape, say so rather than send an email in no colour.
    if (!match)
      throw new Error(`app/globals.css declares no --${token}: light-dark(<hex>, <hex>) for the email`);
    return [token, match[1].toLowerCase()] as const;
  });
  return Object.fromEntries(entries) as Palette;
}
