jest.mock('server-only', () => ({}), { virtual: true });

import { sanitizeEssayBody } from '@/lib/posts/sanitize-essay';

describe('sanitizeEssayBody', () => {
  it('keeps the structure an essay uses', () => {
    const html =
      '<h2>Heading</h2><p>Text with <em>stress</em> and <strong>weight</strong>.</p><ul><li>One</li></ul>';
    expect(sanitizeEssayBody(html)).toBe(html);
  });

  it('drops scripts, event handlers, styles and unsafe URLs', () => {
    const html =
      '<p onclick="steal()" style="color:red">Hi<script>alert(1)</script></p><a href="javascript:alert(1)">x</a><img src="x" onerror="alert(1)">';
    expect(sanitizeEssayBody(html)).toBe('<p>Hi</p><a>x</a>');
  });

  it('opens outside links in a new tab without giving them the opener', () => {
    expect(sanitizeEssayBody('<a href="https://example.org" target="_self" rel="opener">Source</a>')).toBe(
      '<a href="https://example.org" target="_blank" rel="noopener noreferrer">Source</a>',
    );
    expect(sanitizeEssayBody('<a href="mailto:hi@example.org" target="_blank">Mail</a>')).toBe(
      '<a href="mailto:hi@example.org">Mail</a>',
    );
  });

  it('makes site-relative links absolute when the body is shown away from the site, as in the feed', () => {
    expect(sanitizeEssayBody('<a href="/research/">Briefs</a>', { baseUrl: 'https://maya.example' })).toBe(
      '<a href="https://maya.example/research/" target="_blank" rel="noopener noreferrer">Briefs</a>',
    );
    expect(sanitizeEssayBody('<a href="/research/">Briefs</a>')).toBe('<a href="/research/">Briefs</a>');
  });
});

describe('sanitizeEssayBody with a heading offset', () => {
  it('moves section headings down by the offset and keeps their text', () => {
    expect(sanitizeEssayBody('<h2>The idea</h2><h3>Detail</h3><p>Text</p>', { headingOffset: 2 })).toBe(
      '<h4>The idea</h4><h5>Detail</h5><p>Text</p>',
    );
  });

  it('leaves headings alone without an offset, and still drops what is not allowed', () => {
    expect(sanitizeEssayBody('<h2>A</h2><h5>B</h5>')).toBe('<h2>A</h2>B');
    expect(sanitizeEssayBody('<h2 onclick="x()">A</h2><script>x()</script>', { headingOffset: 1 })).toBe(
      '<h3>A</h3>',
    );
  });
});

describe('sanitizeEssayBody on what Markdown writes', () => {
  // As lib/posts/markdown.ts renders "A claim.[^1]" with its footnote, and a GitHub table.
  const footnoted =
    '<p>A claim.<sup><a href="#user-content-fn-1" id="user-content-fnref-1" data-footnote-ref aria-describedby="footnote-label">1</a></sup></p>\n' +
    '<section data-footnotes class="footnotes"><h2 class="sr-only" id="footnote-label">Footnotes</h2>\n' +
    '<ol>\n<li id="user-content-fn-1">\n<p>The source. <a href="#user-content-fnref-1" data-footnote-backref="" aria-label="Back to reference 1" class="data-footnote-backref">↩</a></p>\n</li>\n</ol>\n</section>';

  it('keeps footnotes linked both ways, their hidden heading and the back link’s name', () => {
    const html = sanitizeEssayBody(footnoted);
    expect(html).toMatch(/<a id="user-content-fnref-1"[^>]* href="#user-content-fn-1">1<\/a>/);
    expect(html).toContain('aria-describedby="footnote-label"');
    expect(html).toContain('<h2 class="sr-only" id="footnote-label">Footnotes</h2>');
    expect(html).toContain('<li id="user-content-fn-1">');
    expect(html).toContain('aria-label="Back to reference 1"');
    expect(html).not.toContain('class="data-footnote-backref"');
  });

  it('keeps heading anchors, also when headings move down, and tables with their alignment', () => {
    expect(sanitizeEssayBody('<h2 id="the-idea">The idea</h2>', { headingOffset: 1 })).toBe(
      '<h3 id="the-idea">The idea</h3>',
    );
    expect(
      sanitizeEssayBody(
        '<table><tbody><tr><td align="right" style="color:red">10%</td></tr></tbody></table>',
      ),
    ).toBe('<table><tbody><tr><td align="right">10%</td></tr></tbody></table>');
  });

  it('still drops ids on anything else and unknown classes', () => {
    expect(sanitizeEssayBody('<p id="x" class="y">Text</p><h2 class="big">A</h2>')).toBe(
      '<p>Text</p><h2>A</h2>',
    );
  });
});
