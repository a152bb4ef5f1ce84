// Essays' SVG illustrations on a first screen are drawn in the page (lib/images/inline-svg.ts), named by
// their alt text, in her colours; one too big or unsafe to inline, and every card past the first screen,
// stays an image. Checked on the export of the test build.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import type { Essay } from '../../lib/essays/essay-kind';
import { drawnIllustration } from '../../app/essays/drawn-illustration';
import { firstPaintHtml } from '../../export/figures';

const root = process.cwd();
const essays: Essay[] = JSON.parse(readFileSync(join(root, '.content', 'posts', 'essay.json'), 'utf8'));
const page = (path: string) => readFileSync(join(root, 'out', path, 'index.html'), 'utf8');
const drawable = (essay: Essay) => drawnIllustration(essay.featureImage) !== undefined;
const escapedAlt = (alt: string) => alt.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
const drawnIn = (html: string, essay: Essay) =>
  html.includes(`<svg viewBox=`) &&
  html.includes(`role="img" aria-label="${escapedAlt(essay.featureImage.alt)}"`);
const fetchedIn = (html: string, essay: Essay) => html.includes(`src="${essay.featureImage.src}"`);

describe('illustrations on the first screen', () => {
  const svgEssays = essays.filter((essay) => !essay.featureImage.files);

  it('the test build has SVG illustrations to draw', () => {
    assert.ok(svgEssays.some(drawable));
  });

  for (const essay of svgEssays)
    it(`/essays/${essay.slug}/ ${drawable(essay) ? 'draws its illustration before its first screen ends' : 'keeps its illustration an image'}`, () => {
      const html = page(`essays/${essay.slug}`);
      const firstScreen = firstPaintHtml(html);
      if (drawable(essay)) {
        assert.ok(drawnIn(firstScreen, essay), 'drawn, named by its alt text, on the first screen');
        assert.ok(!fetchedIn(html, essay), 'and not fetched as well');
        assert.ok(
          !/<svg[^>]*>(?:(?!<\/svg>)[\s\S])*\s(?:on\w+|style)=/.test(html),
          'no handler or style in a drawing',
        );
      } else assert.ok(fetchedIn(firstScreen, essay), 'an image, as before');
    });

  it('a list draws the cards before its marker and leaves the rest as images', () => {
    const html = page('essays');
    const firstScreen = firstPaintHtml(html);
    const rest = html.slice(firstScreen.length);
    const shown = essays.filter((essay) => html.includes(`href="/essays/${essay.slug}/"`));
    const before = shown.filter((essay) => firstScreen.includes(`href="/essays/${essay.slug}/"`));
    assert.ok(before.length > 0 && before.length < shown.length);
    for (const essay of before.filter(drawable)) assert.ok(drawnIn(firstScreen, essay), essay.slug);
    for (const essay of shown.filter((essay) => !before.includes(essay) && !essay.featureImage.files))
      assert.ok(
        fetchedIn(rest, essay) && !drawnIn(rest, essay),
        `${essay.slug} stays an image past the marker`,
      );
  });

  it('ids inside drawings are unique on every page that has them', () => {
    for (const path of ['essays', ...essays.map((essay) => `essays/${essay.slug}`)]) {
      const ids = [...page(path).matchAll(/\sid="([^"]+)"/g)].map(([, id]) => id);
      assert.equal(new Set(ids).size, ids.length, path);
    }
  });
});
