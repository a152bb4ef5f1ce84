// What the first-round-trip budget counts of a page (export/figures.ts, firstPaintHtml): the HTML up
// to the end of the element the page's render-blocking `rel="expect"` link names, nested elements of
// its kind included; all of it when there is no such link or element.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { firstPaintHtml } from '../../export/figures';

const head = '<head><link rel="expect" href="#main" blocking="render"/></head>';

describe('what the first paint waits for', () => {
  it('ends with the element the expect link names, and leaves what follows it', () => {
    const page = `<html>${head}<body><header>Menu</header><main id="main"><p>Essay</p></main><aside>Read next</aside><footer>©</footer></body></html>`;
    const counted = firstPaintHtml(page);
    assert.ok(counted.endsWith('<p>Essay</p></main>'), counted);
    assert.ok(!counted.includes('Read next'));
  });

  it('counts elements of the same kind nested inside it', () => {
    const page = `${head}<div id="main"><div>one</div><div>two</div></div><div>after</div>`;
    assert.equal(firstPaintHtml(page), `${head}<div id="main"><div>one</div><div>two</div></div>`);
  });

  it('is the whole page when nothing holds the paint back, or the element is missing', () => {
    const plain = '<main id="main"><p>Text</p></main><footer>©</footer>';
    assert.equal(firstPaintHtml(plain), plain);
    const missing = `${head}<main><p>Text</p></main><footer>©</footer>`;
    assert.equal(firstPaintHtml(missing), missing);
    const notBlocking = '<link rel="expect" href="#main"/><main id="main"></main><footer>©</footer>';
    assert.equal(firstPaintHtml(notBlocking), notBlocking);
  });
});
