// What the first-round-trip budget counts of a page (export/figures.ts): up to the element its
// render-blocking `rel="expect"` link names, or all of it; and what a template's budget holds of a
// page: everything but a post's own writing.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { firstPaintHtml, templateHtml } from '../../export/figures';

const head = '<head><link rel="expect" href="#first-screen" blocking="render"/></head>';
const marker = '<template id="first-screen"></template>';

describe('what the first paint waits for', () => {
  it('ends with the marker the expect link names, and leaves what follows it', () => {
    const page = `<html>${head}<body><header>Menu</header><main><h1>Title</h1><p>Opening words ${marker}and the rest of the essay</p><p>More</p></main><aside>Read next</aside></body></html>`;
    const counted = firstPaintHtml(page);
    assert.ok(counted.endsWith(`<p>Opening words <template id="first-screen">`), counted);
    assert.ok(!counted.includes('the rest of the essay'));
    assert.ok(!counted.includes('Read next'));
  });

  it('is the whole page when nothing holds the paint back, or the marker is missing', () => {
    const plain = `<main><p>Text</p>${marker}</main><footer>©</footer>`;
    assert.equal(firstPaintHtml(plain), plain);
    const missing = `${head}<main><p>Text</p></main><footer>©</footer>`;
    assert.equal(firstPaintHtml(missing), missing);
    const notBlocking = `<link rel="expect" href="#first-screen"/><main>${marker}</main><footer>©</footer>`;
    assert.equal(firstPaintHtml(notBlocking), notBlocking);
  });
});

describe('what a template adds to a page', () => {
  it("leaves out a post's body and its contents list, keeping their tags and the rest", () => {
    const page = `<header>Menu</header><article><h1>Title</h1><nav data-post-body=""><ol><li>One</li></ol></nav><div class="prose-body" data-post-body=""><p>Her <em>words</em></p><div><p>nested</p></div></div><p>Pager</p></article><footer>©</footer>`;
    assert.equal(
      templateHtml(page),
      '<header>Menu</header><article><h1>Title</h1><nav data-post-body=""></nav><div class="prose-body" data-post-body=""></div><p>Pager</p></article><footer>©</footer>',
    );
  });

  it('is the page itself when it shows no post', () => {
    const page = '<main><h1>Essays</h1><ul><li>A card</li></ul></main>';
    assert.equal(templateHtml(page), page);
  });
});
