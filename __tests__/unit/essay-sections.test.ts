jest.mock('server-only', () => ({}), { virtual: true });

import { essays } from '@/lib/essays/essays';
import type { Essay } from '@/lib/essays/essay-kind';
import { contentsFromSections, essayContents, essaySections } from '@/lib/essays/essay-sections';
import { sanitizeEssayBody } from '@/lib/posts/sanitize-essay';

/** The body's sections as a browser reads its HTML: each h2 with an id that is not the footnotes'. */
function headingsInDom(html: string) {
  const body = document.createElement('div');
  body.innerHTML = html;
  return [...body.querySelectorAll('h2[id]:not(.sr-only)')].map((heading) => ({
    id: heading.id,
    title: heading.textContent!.replace(/\s+/g, ' ').trim(),
  }));
}

// As lib/posts/markdown.ts writes `## …` lines: rehype-slug's ids, quotes made typographic, `&` escaped.
const heading = (id: string, html: string) => `<h2 id="${id}">${html}</h2>\n<p>Text.</p>\n`;
const three =
  '<p>Before the first section.</p>\n' +
  heading('the-size-of-it', 'The size of it') +
  heading('rd-that-counts-women', 'R&amp;D that counts <em>women</em>') +
  heading('what-i-tell-investors', 'What I tell investors&#x3A; “look”') +
  '<h3 id="a-detail">A detail</h3>\n';
const footnotes =
  '<section data-footnotes class="footnotes"><h2 class="sr-only" id="footnote-label">Footnotes</h2>\n' +
  '<ol>\n<li id="user-content-fn-1">\n<p>The source.</p>\n</li>\n</ol>\n</section>';

describe('essaySections', () => {
  it('reads each section heading’s id and its text, entities and inline tags resolved', () => {
    expect(essaySections(three)).toEqual([
      { id: 'the-size-of-it', title: 'The size of it' },
      { id: 'rd-that-counts-women', title: 'R&D that counts women' },
      { id: 'what-i-tell-investors', title: 'What I tell investors: “look”' },
    ]);
  });

  it('leaves out the footnotes’ hidden heading, h3s, and headings with no id or no text', () => {
    const html = `${heading('one', 'One')}<h2>No id</h2><h2 id="empty"> </h2><h3 id="three">Three</h3>${footnotes}`;
    expect(essaySections(html)).toEqual([{ id: 'one', title: 'One' }]);
  });

  it('reads the editor’s sanitizer’s markup too, attributes in any order', () => {
    expect(essaySections('<h2 class="lead" id="first">First&nbsp;one</h2>')).toEqual([
      { id: 'first', title: 'First one' },
    ]);
  });
});

describe('essayContents', () => {
  it('lists every section from three on', () => {
    expect(contentsFromSections).toBe(3);
    expect(essayContents(three)).toEqual(essaySections(three));
    expect(essayContents(three + heading('four', 'Four'))).toHaveLength(4);
  });

  it('lists none below three, the footnotes’ heading not counting as one', () => {
    expect(essayContents('<p>No sections at all.</p>')).toEqual([]);
    expect(essayContents(heading('one', 'One'))).toEqual([]);
    expect(essayContents(heading('one', 'One') + heading('two', 'Two') + footnotes)).toEqual([]);
  });

  // A few essays stand for all, so the test costs the same at ten years: the first, and those with
  // the most and the fewest sections.
  const bySections = [...essays].sort((a, b) => essaySections(a.body).length - essaySections(b.body).length);
  const shown = [...new Set([essays[0], bySections[0], bySections.at(-1)])].filter(
    (essay): essay is Essay => essay !== undefined,
  );

  it.each(shown.map((essay) => [essay.slug, essay] as const))(
    'links each section of %s to its heading on the page, by a unique id',
    (_, essay) => {
      const body = sanitizeEssayBody(essay.body);
      const inDom = headingsInDom(body);
      expect(essaySections(body)).toEqual(inDom);
      expect(new Set(inDom.map((section) => section.id)).size).toBe(inDom.length);
      expect(essayContents(body)).toEqual(inDom.length >= 3 ? inDom : []);
    },
  );
});
