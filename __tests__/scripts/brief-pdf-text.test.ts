// Reads the text of every brief's PDF back with pdf.js, as a screen reader or a search engine would,
// rather than trusting the generator. Part of `npm run test:unit`.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
// The layout the /briefs/ route exports.
import { briefs } from '@/lib/briefs/briefs';
import { briefPdfBytes } from '@/app/briefs/render-brief-pdf';
import { briefFigures } from '@/lib/briefs/brief-validation';
import { readPdf, type ReadPdf } from '../read-pdf';

// Lines wrap anywhere, hyphens included, so compare text with all white space removed.
const squash = (text: string) => text.replace(/\s+/g, '');

for (const brief of briefs) {
  describe(`the PDF of ${brief.slug}, read by pdf.js`, () => {
    let pdf: ReadPdf;
    before(async () => {
      pdf = await readPdf(await briefPdfBytes(brief));
    });

    it('holds the title, the summary and every section heading', () => {
      const text = squash(pdf.text);
      for (const expected of [
        brief.title,
        brief.summary,
        ...brief.sections.map((section) => section.heading),
      ]) {
        assert.ok(text.includes(squash(expected)), `missing: ${expected}`);
      }
    });

    it('holds every figure’s title, caption, source and data', () => {
      const text = squash(pdf.text);
      const figures = briefFigures(brief);
      assert.ok(figures.length > 0);
      for (const figure of figures) {
        for (const expected of [figure.title, figure.caption, `Source: ${figure.source}`]) {
          assert.ok(text.includes(squash(expected)), `missing: ${expected}`);
        }
        const labels =
          figure.kind === 'bar-chart'
            ? figure.bars.map((bar) => bar.label)
            : figure.kind === 'timeline'
              ? figure.events.map((event) => event.label)
              : figure.rows.flat();
        for (const label of labels) assert.ok(text.includes(squash(label)), `missing: ${label}`);
      }
    });

    it('is marked as tagged and has one bookmark per section', () => {
      assert.equal(pdf.markInfo?.Marked, true);
      assert.deepEqual(
        pdf.outline,
        brief.sections.map((section) => section.heading),
      );
      assert.equal(pdf.info.Title, brief.title);
      assert.equal(pdf.info.Language, 'en-CA');
    });
  });
}

describe('text beyond Windows-1252', () => {
  const brief = briefs.find((entry) => /[^\u0000-\u00ff‘’“”–—…]/.test(JSON.stringify(entry)));

  it('appears in at least one brief', () => {
    assert.ok(brief, 'no brief has a character outside Latin-1');
  });

  it('extracts as written: ł in a contributor’s name, ≥ in a caption', async () => {
    assert.ok(brief);
    const { text } = await readPdf(await briefPdfBytes(brief));
    for (const contributor of brief.contributors ?? []) assert.ok(text.includes(contributor), contributor);
    assert.ok(text.includes('ł'), 'ł');
    assert.ok(text.includes('≥'), '≥');
  });
});
