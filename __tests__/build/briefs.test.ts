// The test build's research briefs in the export (`npm run build:test` first): a brief's own PDF served
// byte for byte, drafts and future briefs nowhere, a brief as `npm run new -- brief` starts it published
// whole, and the editor's brief built the same as the one written by hand.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { gunzipSync } from 'node:zlib';
import { editorBrief } from '../fixtures/editor-posts';
import { fixturesDir, testBriefs } from '../fixtures/test-posts';
import { readPdf } from '../read-pdf';

const out = join(process.cwd(), 'out');
const page = (path: string) => readFileSync(join(out, path, 'index.html'), 'utf8');

/** Every file of the export a reader or a search engine reads as text, and the search index's words. */
function exportText(): Map<string, string> {
  const text = new Map<string, string>();
  for (const file of readdirSync(out, { recursive: true, encoding: 'utf8' })) {
    const path = join(out, file);
    if (!statSync(path).isFile()) continue;
    if (/\.(html|xml|json|txt|js|webmanifest)$/.test(file)) text.set(file, readFileSync(path, 'utf8'));
    if (file.endsWith('.pf_fragment')) text.set(file, gunzipSync(readFileSync(path)).toString('utf8'));
  }
  return text;
}

describe('a brief with a PDF of its own', () => {
  const { slug, pdf } = testBriefs.ownPdf;

  it('serves that very file at the brief’s own address, and draws none', () => {
    const served = readFileSync(join(out, 'briefs', `${slug}.pdf`));
    assert.ok(served.equals(readFileSync(join(fixturesDir, 'briefs', pdf))));
  });

  it('says on its page how large the file is and how many pages it has', () => {
    assert.match(
      page(`research/${slug}`),
      /Download PDF(&nbsp;|\u00a0)<span class="font-normal">\(2 KB, 2 pages\)<\/span>/,
    );
  });
});

describe('a draft brief and a brief dated after today', () => {
  it('appear nowhere in the export: no page, no PDF, no feed, sitemap or search entry', () => {
    const text = exportText();
    for (const { slug, title } of [testBriefs.draft, testBriefs.scheduled]) {
      assert.equal(existsSync(join(out, 'research', slug)), false, slug);
      assert.equal(existsSync(join(out, 'briefs', `${slug}.pdf`)), false, slug);
      const naming = [...text].filter(([, body]) => body.includes(slug) || body.includes(title));
      assert.deepEqual(
        naming.map(([file]) => file),
        [],
        `${title} is named`,
      );
    }
    // Their only tag is theirs: no tag page for it either.
    assert.equal(existsSync(join(out, 'research', 'tag', 'unpublished')), false);
  });
});

describe('a brief as `npm run new -- brief` starts it, its draft line removed', () => {
  const { slug, title } = testBriefs.started;

  it('publishes its page, its drawn PDF and a page for its new tag', () => {
    assert.ok(
      page(`research/${slug}`).includes(`<h1 class="mt-2 text-title font-semibold text-ink">${title}</h1>`),
    );
    assert.equal(
      readFileSync(join(out, 'briefs', `${slug}.pdf`))
        .subarray(0, 5)
        .toString('latin1'),
      '%PDF-',
    );
    assert.ok(page('research/tag/todo').includes(`/research/${slug}/`));
  });

  it('is found by search', () => {
    const fragments = [...exportText()].filter(([file]) => file.startsWith('pagefind/'));
    assert.ok(fragments.some(([, body]) => body.includes(title)));
  });
});

describe('the brief the editor wrote, and the same brief written by hand', () => {
  const { fromEditor, byHand } = testBriefs;
  /** Its own address, title and summary made the same, the two briefs told apart by nothing else. */
  const same = (slug: string, text: string) =>
    text
      .replaceAll(slug, 'the-brief')
      .replaceAll(byHand.title, editorBrief.title)
      .replaceAll(byHand.summary, editorBrief.summary);
  /** A brief's article, the pager to its neighbours left out. */
  const article = (slug: string) => {
    const html = page(`research/${slug}`);
    const start = html.indexOf('<article');
    return same(slug, html.slice(start, html.indexOf('<nav aria-label="More briefs"', start)));
  };

  it('build the same page, chart and all', () => {
    const built = article(fromEditor.slug);
    assert.match(built, /<figure[^>]*>.*<svg/s);
    assert.equal(article(byHand.slug), built);
  });

  it('build PDFs of the same text, outline and tagging', async () => {
    const read = async (slug: string) => {
      const { text, outline, markInfo } = await readPdf(readFileSync(join(out, 'briefs', `${slug}.pdf`)));
      // Lines wrap where the words fall: the text is compared with its white space removed.
      return { text: same(slug, text.replace(/\s+/g, ' ')).replace(/\s+/g, ''), outline, markInfo };
    };
    const fromTheEditor = await read(fromEditor.slug);
    assert.ok(fromTheEditor.text.includes(editorBrief.figure.title.replace(/\s+/g, '')));
    assert.deepEqual(await read(byHand.slug), fromTheEditor);
  });
});
