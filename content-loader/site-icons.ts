// The site's icons, made by `npm run content` from the icon she uploads or, without one, a monogram of her
// name's first letter in the site's font and colours. Git ignores all of them.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openSync, type Font } from 'fontkit';
import { imageSize } from 'image-size';
import sharp from 'sharp';
import type { Profile } from '@/lib/site/site-content';
import { siteFolder } from '@/lib/site/files/site-file';

/** The site's plum, paper and coral, as its stylesheet sets them. */
const monogramColours = { background: '#64245a', letter: '#fbf7f2', dot: '#e0684b' };
const appDir = 'app';
const manifestDir = join('public', 'icons');
/** A maskable icon's picture fills this share of it, inside the circle every phone's mask keeps. */
const maskableShare = 360 / 512;

export function initialOf(name: string): string {
  return [...name.trim()][0]?.toLocaleUpperCase('en') ?? '';
}

/** The letter's outline from the site's font, so it looks the same everywhere with no font to load. */
export function monogramSvg(letter: string, font: Font): string | undefined {
  const glyph = font.glyphForCodePoint(letter.codePointAt(0) ?? 0);
  if (!glyph || glyph.id === 0) return undefined;
  const { minX, minY, maxX, maxY } = glyph.bbox;
  // Cap height 28 of 64, as a capital letter sits in the icon's square.
  const scale = 28 / font.capHeight;
  const x = 32 - ((minX + maxX) / 2) * scale;
  const y = 32 + ((minY + maxY) / 2) * scale;
  const path = glyph.path.toSVG();
  const { background, letter: ink, dot } = monogramColours;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${background}"/><path transform="translate(${x.toFixed(2)} ${y.toFixed(2)}) scale(${scale.toFixed(5)} ${(-scale).toFixed(5)})" d="${path}" fill="${ink}"/><circle cx="50" cy="48" r="5" fill="${dot}"/></svg>\n`;
}

async function drawn(source: Buffer, isSvg: boolean, size: number): Promise<Buffer> {
  const density = isSvg ? (72 * size) / (imageSize(source).width ?? size) : undefined;
  return sharp(source, density ? { density } : {})
    .resize(size, size)
    .png()
    .toBuffer();
}

/** Read a few pixels in from the middle of the top edge. */
async function backgroundOf(source: Buffer, isSvg: boolean): Promise<string> {
  const { data } = await sharp(await drawn(source, isSvg, 512))
    .extract({ left: 256, top: 6, width: 1, height: 1 })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return `#${[...data.subarray(0, 3)].map((value) => value.toString(16).padStart(2, '0')).join('')}`;
}

export async function writeSiteIcons(root: string, profile: Profile): Promise<string[]> {
  let source: Buffer;
  let isSvg = true;
  if (profile.icon) {
    source = readFileSync(join(root, profile.icon));
    isSvg = profile.icon.toLowerCase().endsWith('.svg');
  } else {
    const font = openSync(join(root, 'node_modules/geist/dist/fonts/geist-sans/Geist-SemiBold.ttf')) as Font;
    const initial = initialOf(profile.name);
    const svg = monogramSvg(initial, font);
    if (!svg)
      return [
        `${siteFolder}/profile.yml: name starts with "${initial}", which the site's font cannot draw for the icon: upload an icon (icon) instead`,
      ];
    source = Buffer.from(svg);
  }
  const background = await backgroundOf(source, isSvg);
  mkdirSync(join(root, manifestDir), { recursive: true });
  // The tab's icon is the SVG or the PNG, never both.
  for (const stale of ['icon.svg', 'icon.png']) {
    const path = join(root, appDir, stale);
    if (existsSync(path)) rmSync(path);
  }
  if (isSvg) writeFileSync(join(root, appDir, 'icon.svg'), source);
  else writeFileSync(join(root, appDir, 'icon.png'), await drawn(source, false, 192));
  // A home screen shows no transparency: the corners take the icon's own colour.
  const apple = await sharp(await drawn(source, isSvg, 180))
    .flatten({ background })
    .png()
    .toBuffer();
  writeFileSync(join(root, appDir, 'apple-icon.png'), apple);
  for (const size of [192, 512])
    writeFileSync(join(root, manifestDir, `icon-${size}.png`), await drawn(source, isSvg, size));
  const inner = Math.round(512 * maskableShare);
  const offset = Math.round((512 - inner) / 2);
  const maskable = await sharp({ create: { width: 512, height: 512, channels: 4, background } })
    .composite([{ input: await drawn(source, isSvg, inner), left: offset, top: offset }])
    .png()
    .toBuffer();
  writeFileSync(join(root, manifestDir, 'maskable-512.png'), maskable);
  return [];
}
