// Posts as long as she writes them (__tests__/fixtures/long-posts.ts, in `npm run build:test`) read well:
// contents lead to each section, the first screen ends after the opening, and a drawn brief's PDF opens
// each section from its bookmark and breaks pages never after a heading or through a figure.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { before, describe, it } from 'node:test';
import type { ResearchBrief } from '../../lib/briefs/research-brief';
import { firstPaintHtml } from '../../export/figures';
import { briefFigures } from '../../lib/briefs/brief-validation';
import { firstScreenCharacters, firstScreenId, firstScreenOverrun } from '../../lib/page/first-screen';
import { decodeEntities, stripTags } from '../../lib/posts/plain-text-preview';
import { postBodyAttribute } from '../../lib/posts/post-body';
import { longBrief, longEssay, longLetter, wordCount } from '../fixtures/long-posts';
import { readPdfLayout, type PdfLine } from '../read-pdf';

const out = join(process.cwd(), 'out');
const page = (path: string) => readFileSync(join(out, path, 'index.html'), 'utf8');
const text = (html: string) => decodeEntities(stripTags(html)).replace(/\s+/g, ' ').trim();

describe('the essay of 10,000 words', () => {
  const html = page(`essays/${longEssay.slug}`);

  it('is all there: every section and about 10,000 words of her text', () => {
    const body = html.slice(html.indexOf(`<div class="prose-body mt-10" ${postBodyAttribute}`));
    assert.ok(wordCount(text(body.slice(0, body.indexOf('</article>')))) > 9_500);
    for (const { heading } of longEssay.topics) assert.ok(html.includes(`>${heading}</h2>`), heading);
  });

  it('lists its twelve sections under “In this essay”, each linked to its own heading', () => {
    const nav = /<nav aria-label="In this essay"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? '';
    const links = [...nav.matchAll(/<a href="#([^"]+)"[^>]*>([\s\S]*?)<\/a>/g)];
    assert.deepEqual(
      links.map(([, , title]) => text(title)),
      longEssay.topics.map(({ heading }) => heading),
    );
    for (const [, id, title] of links)
      assert.match(html, new RegExp(`<h2 id="${id}">${title}</h2>`), `#${id} is no heading of the essay`);
  });
});

describe('where a long post’s first screen ends', () => {
  for (const path of [
    `essays/${longEssay.slug}`,
    `research/${longBrief.slug}`,
    `tomorrow-letter/${longLetter.slug}`,
  ])
    it(`${path}: after its title and a screen of its text, whatever follows`, () => {
      const html = page(path);
      const first = firstPaintHtml(html);
      assert.ok(first.endsWith(`<template id="${firstScreenId}">`), 'the first paint waits for the marker');
      assert.ok(first.includes('</h1>'), 'the marker follows the title');
      // What a reader has read by then, the contents list aside: her summary, then her text, a
      // screen of it and the rest of the paragraph it ends in.
      const read = text(first.slice(first.indexOf('</h1>')).replace(/<nav\b[\s\S]*?<\/nav>/g, ''));
      const most = firstScreenCharacters + firstScreenOverrun + 600;
      assert.ok(read.length >= firstScreenCharacters, `only ${read.length} characters before the marker`);
      assert.ok(read.length < most, `${read.length} characters before the marker`);
      const after = text(html.slice(first.length, html.indexOf('</main>')));
      assert.ok(after.length > 10 * read.length, 'the rest of the post follows the marker');
    });
});

/** A drawn brief's PDF, line by line, with the brief it was drawn from. */
const drawn: ResearchBrief[] = (
  JSON.parse(readFileSync(join(process.cwd(), '.content', 'posts', 'brief.json'), 'utf8')) as ResearchBrief[]
).filter((brief) => !brief.ownPdf);
const squash = (words: string) => words.replace(/\s+/g, '');
// Letter pages: text runs from 72 pt above the foot to 72 pt below the top; the running footer and
// the cover's band stand outside.
const pageHeight = 792 - 2 * 72;
const inBody = ({ y }: PdfLine) => y > 60 && y < 740;

describe('the PDF of a brief the build draws', () => {
  it('includes the brief of twelve sections and six figures', () => {
    const brief = drawn.find(({ slug }) => slug === longBrief.slug);
    assert.equal(brief?.sections.length, 12);
    assert.equal(briefFigures(brief!).length, 6);
  });

  for (const brief of drawn)
    describe(brief.slug, () => {
      let pages: PdfLine[][];
      let outline: { title: string; page: number }[];
      /** Every line of the body in reading order, with its page. */
      let lines: (PdfLine & { page: number })[];
      before(async () => {
        ({ pages, outline } = await readPdfLayout(readFileSync(join(out, brief.pdfFile))));
        pages = pages.map((lines) => lines.filter(inBody));
        lines = pages.flatMap((onPage, index) => onPage.map((line) => ({ ...line, page: index })));
      });

      it('opens each section from its bookmark, and never ends a page with a heading', () => {
        assert.deepEqual(
          outline.map(({ title }) => title),
          brief.sections.map(({ heading }) => heading),
        );
        brief.sections.forEach(({ heading }, index) => {
          const title = squash(`${index + 1}. ${heading}`);
          const onPage = pages[outline[index].page];
          const at = onPage.findIndex(
            (line) => title.startsWith(squash(line.text)) && squash(line.text).length > 2,
          );
          assert.ok(at >= 0, `“${heading}” is not on the page its bookmark opens`);
          const after = onPage.slice(at + 1).filter((line) => !title.includes(squash(line.text)));
          assert.ok(after.length >= 2, `“${heading}” ends page ${outline[index].page + 1}`);
        });
      });

      it('keeps each figure’s title, chart and caption on one page, and all of it when it fits on one', () => {
        briefFigures(brief).forEach((figure, index) => {
          const start = lines.findIndex((line) => line.text.startsWith(`Figure ${index + 1}.`));
          assert.ok(start >= 0, `no Figure ${index + 1}`);
          const rest = lines.slice(start);
          const caption = rest.find((line) => squash(figure.caption).startsWith(squash(line.text)));
          const source = rest.find((line) => line.text.startsWith('Source:'));
          const title = lines[start];
          assert.equal(caption?.page, title.page, `Figure ${index + 1}: its caption is on another page`);
          if (source!.page === title.page) return;
          // Split: only when it would not fit on a page of its own either.
          const onFirst = title.y - Math.min(...pages[title.page].map(({ y }) => y));
          const onNext = Math.max(...pages[source!.page].map(({ y }) => y)) - source!.y;
          assert.ok(
            onFirst + onNext > pageHeight - 72,
            `Figure ${index + 1} runs onto page ${source!.page + 1} although it fits on one`,
          );
        });
      });
    });
});
