// The end of every essay, brief and letter issue in out/ (components/posts/after-piece.tsx): the signup
// once, read-next as lib/posts/read-next.ts chooses, never the page itself or what its pager offers, and
// share addresses as each service documents them. The browser tests (end-of-piece.spec.ts) use a sample.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { htmlFileFor } from '../../export/figures';
import { pieces } from '../../lib/posts/pieces';
import { readNext } from '../../lib/posts/read-next';
import { decodeHtml } from './html-text';

const outDir = join(process.cwd(), 'out');
const { newestFirst, byKey } = pieces();
const nouns = { essay: 'essay', brief: 'brief', letter: 'issue' } as const;
const pagers = { essay: 'More essays', brief: 'More briefs', letter: 'More issues' } as const;
const q = encodeURIComponent;

/** The hrefs of the links inside the element that opens at `start`, up to `end`. */
const hrefsBetween = (html: string, start: number, end: number) =>
  [...html.slice(start, end).matchAll(/<a\b[^>]*\bhref="([^"]*)"/g)].map(([, href]) => decodeHtml(href));

describe('the end of every piece', () => {
  assert.ok(newestFirst.length > 0, 'the build has no piece');
  for (const piece of newestFirst)
    it(`${piece.href}/: the signup once, read next and share`, () => {
      const route = `${piece.href}/`;
      const html = readFileSync(htmlFileFor(outDir, route), 'utf8');
      const noun = nouns[piece.kind];
      const aside = html.indexOf(`</main><aside aria-label="After the ${noun}"`);
      assert.ok(aside > 0, `${route} has no end of the ${noun} right after <main>`);
      const end = html.indexOf('</aside>', aside);

      assert.equal(html.match(/id="closing-signup"/g)?.length, 1, `${route}: the letter's signup, once`);

      const readStart = html.indexOf('aria-labelledby="read-next"', aside);
      const shareStart = html.indexOf('aria-labelledby="share-piece"', aside);
      assert.ok(
        readStart > aside && shareStart > readStart && shareStart < end,
        `${route}: read next, then share`,
      );
      const offered = hrefsBetween(html, readStart, shareStart);
      const pagerStart = html.indexOf(`<nav aria-label="${pagers[piece.kind]}"`);
      assert.ok(pagerStart > 0 && pagerStart < aside, `${route} has no pager before its end`);
      const paged = hrefsBetween(html, pagerStart, html.indexOf('</nav>', pagerStart));
      assert.ok(paged.length > 0, `${route}: its pager links nowhere`);
      for (const href of paged)
        assert.ok(!offered.includes(href), `${route} offers ${href} twice: in its pager and in read next`);
      const inPager = newestFirst.filter((each) => paged.includes(`${each.href}/`));
      assert.equal(inPager.length, paged.length, `${route}: its pager links a page that is no piece`);
      assert.deepEqual(
        offered,
        readNext(piece, newestFirst, byKey, { offered: inPager }).map((next) => `${next.href}/`),
      );
      assert.ok(offered.length >= 2, `${route} offers ${offered.length} to read next`);
      for (const href of offered) {
        assert.notEqual(href, route);
        assert.ok(existsSync(htmlFileFor(outDir, href)), `${route} offers ${href}, which the export lacks`);
      }

      const url = decodeHtml(/<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? '');
      assert.ok(url.endsWith(route), url);
      assert.deepEqual(hrefsBetween(html, shareStart, end), [
        `mailto:?subject=${q(piece.title)}&body=${q(url)}`,
        `https://www.linkedin.com/sharing/share-offsite/?url=${q(url)}`,
        `https://twitter.com/intent/tweet?text=${q(piece.title)}&url=${q(url)}`,
        `https://bsky.app/intent/compose?text=${q(`${piece.title} ${url}`)}`,
      ]);
    });
});
