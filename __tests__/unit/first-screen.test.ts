jest.mock('server-only', () => ({}), { virtual: true });

import { essays } from '@/lib/essays/essays';
import {
  firstScreenCard,
  firstScreenCharacters,
  firstScreenEnd,
  firstScreenId,
  firstScreenMarkup,
  firstScreenOverrun,
  withFirstScreenEnd,
} from '@/lib/page/first-screen';
import { sanitizeEssayBody } from '@/lib/posts/sanitize-essay';

/** The body as a browser reads it: its text before the marker and after it, and where the marker stands. */
function read(html: string) {
  const body = document.createElement('div');
  body.innerHTML = html;
  const markers = body.querySelectorAll(`#${firstScreenId}`);
  const marker = markers[0];
  const before = document.createRange();
  before.setStart(body, 0);
  before.setEndBefore(marker);
  const after = document.createRange();
  after.setStartAfter(marker);
  after.setEnd(body, body.childNodes.length);
  return {
    markers: markers.length,
    before: before.toString(),
    after: after.toString(),
    parent: marker.parentElement!.tagName.toLowerCase(),
  };
}

const paragraph = (words: number, word = 'clinic') => `<p>${Array(words).fill(word).join(' ')}.</p>\n`;

/** The text nodes of some HTML, as a browser parses it. */
function textNodes(html: string) {
  const body = document.createElement('div');
  body.innerHTML = html;
  const walker = document.createTreeWalker(body, NodeFilter.SHOW_TEXT);
  const texts: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node.textContent!);
  return texts;
}

describe('withFirstScreenEnd', () => {
  it('puts one marker where a tag already stands, after the text in which a screen of it is read', () => {
    const html = `<h2 id="the-idea">The idea</h2>\n${paragraph(120)}${paragraph(120)}${paragraph(120)}`;
    const marked = withFirstScreenEnd(html);
    const { markers, before, after, parent } = read(marked);
    expect(markers).toBe(1);
    expect(before.length).toBeGreaterThanOrEqual(firstScreenCharacters);
    expect(before).toMatch(/clinic\.$/);
    expect(after.trim()).toBe(paragraph(120).slice(3, -5));
    expect(parent).toBe('p');
    // No text is split for it: a browser lays the page out as it did without it.
    expect(textNodes(marked)).toEqual(textNodes(html));
  });

  it('stands before a link or an emphasis that follows the words that fill the screen', () => {
    const words = Array(200).fill('clinic').join(' ');
    const html = `<p>${words} and <a href="/essays/">a link</a> then more words.</p>`;
    const marked = withFirstScreenEnd(html);
    expect(marked).toContain(`${words} and ${firstScreenMarkup}<a href="/essays/">`);
    expect(textNodes(marked)).toEqual(textNodes(html));
  });

  it('splits only a run of plain words that goes on far past a screen, at the end of a word', () => {
    for (const words of [2_000, 20_000]) {
      const { before, after } = read(withFirstScreenEnd(paragraph(words)));
      expect(before.length).toBeGreaterThanOrEqual(firstScreenCharacters);
      expect(before.length).toBeLessThan(firstScreenCharacters + 'clinic '.length + 1);
      expect(before).toMatch(/clinic$/);
      expect(after).toMatch(/^ clinic/);
    }
  });

  it('reads at most a screen and its overrun of any paragraph, however long', () => {
    for (const words of [200, 400, 2_000, 20_000]) {
      const { before } = read(withFirstScreenEnd(paragraph(words)));
      expect(before.length).toBeLessThanOrEqual(firstScreenCharacters + firstScreenOverrun + 1);
    }
  });

  it('follows the last word of a body shorter than a screen, inside its last paragraph', () => {
    const html = `<p>Good morning.</p>\n<h2 id="the-idea">The idea</h2>\n<p>One nurse, <em>twelve</em> rooms.</p>\n`;
    const { before, after, parent } = read(withFirstScreenEnd(html));
    expect(before).toBe('Good morning.\nThe idea\nOne nurse, twelve rooms.');
    expect(after.trim()).toBe('');
    expect(parent).toBe('p');
  });

  it('adds only the marker: tags, attributes, entities and every word stay as they were', () => {
    for (const essay of essays) {
      const body = sanitizeEssayBody(essay.body);
      const marked = withFirstScreenEnd(body);
      expect(marked.replace(firstScreenMarkup, '')).toBe(body);
      expect(read(marked).markers).toBe(1);
      expect(textNodes(marked)).toEqual(textNodes(body));
    }
  });

  it('never stands inside a tag, even one whose attribute holds a long text', () => {
    const alt = Array(400).fill('chair').join(' ');
    const html = `<p>Before the picture.</p><picture><img src="/media/a.avif" alt="${alt}" width="10" height="10"></picture>${paragraph(300)}`;
    const marked = withFirstScreenEnd(html);
    const body = document.createElement('div');
    body.innerHTML = marked;
    expect(body.querySelector('img')!.getAttribute('alt')).toBe(alt);
    expect(read(marked).parent).toBe('p');
  });
});

describe('firstScreenEnd', () => {
  it('counts a heading towards the screen but never ends the screen inside one', () => {
    const heading = { text: 'A'.repeat(firstScreenCharacters) + ' heading', markable: false };
    const text = { text: 'The first words of the section.', markable: true };
    expect(firstScreenEnd([heading, text])).toEqual({ index: 1, at: text.text.length });
  });

  it('is none when the whole text is shorter than a screen', () => {
    expect(firstScreenEnd([{ text: 'A short note.', markable: true }])).toBeUndefined();
  });
});

describe('firstScreenCard', () => {
  it('ends a list’s first screen after its second card, or its only one', () => {
    expect(firstScreenCard(12)).toBe(1);
    expect(firstScreenCard(2)).toBe(1);
    expect(firstScreenCard(1)).toBe(0);
  });
});
