// Research briefs as Markdown files (lib/briefs/brief-kind.ts, lib/briefs/brief-body.ts,
// content-loader/own-pdfs.ts) on a made-up project: what a file becomes, and the one line a build
// prints for each kind of mistake, naming the file and the figure or field. Part of `npm run test:unit`.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, beforeEach, describe, it } from 'node:test';
import type { IsoDate } from '@/lib/time/dates';
import { loadContent } from '@/content-loader/content-files';
import { deckPdf } from '../fixtures/deck-pdf';

const today = '2026-11-24' as IsoDate;
let root = '';
const roots: string[] = [];
const write = (path: string, text: string | Uint8Array) => {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
};
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'briefs-'));
  roots.push(root);
});
after(() => roots.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const bars = `  - kind: bar-chart
    id: market-size
    title: Companies by column
    caption: Most sit in maternal health.
    source: Our tracker.
    alt: Bars of companies by column.
    categoryLabel: Column
    valueLabel: Companies
    bars:
      - label: Maternal
        value: 54
      - label: Menopause
        value: 41`;

const brief = ({
  figures = bars,
  body = '## The market\n\nText with a [source](https://example.com).\n\nFigure: market-size\n',
  extra = '',
} = {}) =>
  `---\ntitle: The market\nsummary: Where it stands.\ntags: [Market Map]\npublishedDate: 2026-11-02\n${extra}${figures ? `figures:\n${figures}\n` : ''}---\n\n${body}`;

const load = (includeUnpublished = false) => loadContent({ root, today, includeUnpublished });

describe('a brief written as Markdown', () => {
  it('becomes its sections, text and figures in the order written, links and all', () => {
    write(
      'content/briefs/the-market.md',
      brief({
        body: 'Before the first section.\n\n## The market\n\nText *one*.\n\nFigure: market-size\n\n- a point\n\n## After\n\nMore.\n',
      }),
    );
    const {
      posts: { brief: briefs },
      problems,
    } = load();
    assert.deepEqual(problems, []);
    const [loaded] = briefs;
    assert.equal(loaded.pdfFile, '/briefs/the-market.pdf');
    assert.deepEqual(loaded.intro, [{ p: ['Before the first section.'] }]);
    assert.deepEqual(
      loaded.sections.map((section) => [
        section.heading,
        section.parts.map((part) => ('figure' in part ? part.figure.id : part.prose)),
      ]),
      [
        ['The market', [[{ p: ['Text ', { em: ['one'] }, '.'] }], 'market-size', [{ ul: [['a point']] }]]],
        ['After', [[{ p: ['More.'] }]]],
      ],
    );
  });

  it('carries the day it was revised, and refuses one before it was published', () => {
    write('content/briefs/revised.md', brief({ extra: 'updated: 2026-11-20\n' }));
    write('content/briefs/as-written.md', brief());
    const {
      posts: { brief: briefs },
      problems,
    } = load();
    assert.deepEqual(problems, []);
    assert.deepEqual(
      briefs.map((loaded) => [loaded.slug, loaded.updated]),
      [
        ['as-written', undefined],
        ['revised', '2026-11-20'],
      ],
    );
    write('content/briefs/early.md', brief({ extra: 'updated: 2026-10-30\n' }));
    assert.deepEqual(load().problems, [
      'Research briefs › The market › Updated: "2026-10-30" is before the published date "2026-11-02" (content/briefs/early.md, updated)',
    ]);
  });

  it('keeps a draft and a brief dated after today out, yet checks them', () => {
    write('content/briefs/draft.md', brief({ extra: 'draft: true\n' }));
    write('content/briefs/later.md', brief().replace('2026-11-02', '2026-12-07'));
    write('content/briefs/broken-draft.md', brief({ extra: 'draft: true\n', body: '## One\n\nText.\n' }));
    const {
      posts: { brief: briefs },
      problems,
    } = load();
    assert.deepEqual(briefs, []);
    assert.deepEqual(problems, [
      'Research briefs › The market › Body places figure "market-size" nowhere: write "Figure: market-size" on a line of its own where it goes (content/briefs/broken-draft.md, body)',
    ]);
    assert.deepEqual(
      load(true).posts.brief.map((shown) => [shown.slug, shown.status]),
      [
        ['draft', 'draft'],
        ['later', 'scheduled'],
      ],
    );
  });
});

describe('a brief with a PDF of its own', () => {
  it('needs no section and no figure, and its pages are counted', async () => {
    write('content/briefs/deck.pdf', await deckPdf('The deck'));
    write(
      'content/briefs/the-deck.md',
      brief({ figures: '', extra: 'pdfFile: ./deck.pdf\n', body: 'The slides as we showed them.\n' }),
    );
    const loaded = load();
    const {
      posts: { brief: briefs },
      problems,
    } = loaded;
    assert.deepEqual(problems, []);
    const pdfs = await loaded.readOwnFiles();
    assert.deepEqual(pdfs, { problems: [], warnings: [] });
    assert.deepEqual(briefs[0].ownPdf, {
      source: 'content/briefs/deck.pdf',
      bytes: briefs[0].ownPdf?.bytes,
      pages: 2,
    });
    assert.deepEqual(briefs[0].sections, []);
  });

  const ownPdf = async (bytes: Uint8Array | null, size?: number) => {
    write('content/briefs/deck.pdf', bytes ?? new Uint8Array());
    if (size) truncateSync(join(root, 'content/briefs/deck.pdf'), size);
    write(
      'content/briefs/the-deck.md',
      brief({ figures: '', extra: 'pdfFile: ./deck.pdf\n', body: 'Slides.\n' }),
    );
    const loaded = load();
    return { loaded: loaded.problems, read: await loaded.readOwnFiles() };
  };

  it('refuses a text file named .pdf', async () => {
    const { read } = await ownPdf(new TextEncoder().encode('Meeting notes, not a PDF.\n'));
    assert.deepEqual(read.problems, [
      'Research briefs › The market › Your own PDF: "./deck.pdf" is not a PDF: it does not start as one, whatever its name says (content/briefs/the-deck.md, pdfFile)',
    ]);
  });

  it('refuses an encrypted PDF', async () => {
    const plain = Buffer.from(await deckPdf('Locked')).toString('latin1');
    const locked = plain.replace(/trailer\s*<</, (trailer) => `${trailer}\n/Encrypt 1 0 R`);
    assert.notEqual(locked, plain);
    const { read } = await ownPdf(Buffer.from(locked, 'latin1'));
    assert.deepEqual(read.problems, [
      'Research briefs › The market › Your own PDF: "./deck.pdf" is encrypted: save it again without a password or restrictions (content/briefs/the-deck.md, pdfFile)',
    ]);
  });

  it('refuses a PDF over 20 MB, before reading it', async () => {
    const { loaded } = await ownPdf(null, 21 * 1024 * 1024);
    assert.deepEqual(loaded, [
      'Research briefs › The market › Your own PDF: "./deck.pdf" is 21.0 MB, over the 20.0 MB a PDF may be: export it smaller (content/briefs/the-deck.md, pdfFile)',
    ]);
  });

  it('warns when the PDF has no title in its metadata', async () => {
    const { read } = await ownPdf(await deckPdf(null));
    assert.deepEqual(read.problems, []);
    assert.deepEqual(read.warnings, [
      'Research briefs › The market › Your own PDF: "./deck.pdf" (content/briefs/the-deck.md, pdfFile) has no title in its metadata: screen readers and search engines show its file name instead (set one in the app that made it)',
    ]);
  });
});

describe('a mistake in a brief: one line naming the file and the figure', () => {
  const cases: [string, string, string[]][] = [
    [
      'a figure with no text alternative',
      brief({ figures: bars.replace('    alt: Bars of companies by column.\n', '') }),
      [
        'Research briefs › The market › Figures › figure 1 ("market-size") › Text alternative is missing (content/briefs/x.md, figures[0].alt)',
      ],
    ],
    [
      'a bar with no number',
      brief({ figures: bars.replace('value: 41', 'value: many') }),
      [
        'Research briefs › The market › Figures › figure 1 ("market-size") › Bars › bar 2 › Value: "many" is not a number (content/briefs/x.md, figures[0].bars[1].value)',
      ],
    ],
    [
      'a table whose rows and columns do not match',
      brief({
        figures: `  - kind: table
    id: checklist
    title: The checklist
    caption: Five checks.
    source: Our notes.
    alt: A table of checks.
    columns: [Check, Why]
    rows:
      - cells: [Subgroups, Bias, Extra]`,
        body: '## One\n\nText.\n\nFigure: checklist\n',
      }),
      [
        'Research briefs › The market › Figures › figure 1 ("checklist") › Rows › row 1 › Cells has 3 cells, not one for each of the 2 columns (content/briefs/x.md, figures[0].rows[0].cells)',
      ],
    ],
    [
      'a figure placed nowhere, and a line placing one the brief does not have',
      brief({ body: '## One\n\nText.\n\nFigure: market-map\n' }),
      [
        'Research briefs › The market › Body places figure "market-map", which the brief does not have: its figures are market-size (content/briefs/x.md, body)',
        'Research briefs › The market › Body places figure "market-size" nowhere: write "Figure: market-size" on a line of its own where it goes (content/briefs/x.md, body)',
      ],
    ],
    [
      'a drawn brief with no figure',
      brief({ figures: '', body: '## One\n\nText.\n' }),
      [
        'Research briefs › The market › Figures needs at least one figure: a drawn brief shows its evidence, or upload a PDF of your own (content/briefs/x.md, figures)',
      ],
    ],
    [
      'HTML and an image in the body',
      brief({ body: '## One\n\n<b>bold</b>\n\n![a chart](chart.png)\n\nFigure: market-size\n' }),
      [
        'Research briefs › The market › Body has HTML, which it may not: write text with *emphasis*, **strong** and [links](https://…) (content/briefs/x.md, body)',
        'Research briefs › The market › Body has an image, which it may not: write text with *emphasis*, **strong** and [links](https://…) (content/briefs/x.md, body)',
      ],
    ],
    [
      'a PDF of its own that is not there',
      brief({ figures: '', extra: 'pdfFile: ./missing.pdf\n', body: 'Slides.\n' }),
      [
        `Research briefs › The market › Your own PDF: "./missing.pdf" is not a file beside the brief (write it as ./report.pdf, the file in the brief's folder) (content/briefs/x.md, pdfFile)`,
      ],
    ],
  ];
  for (const [name, file, lines] of cases)
    it(name, () => {
      write('content/briefs/x.md', file);
      assert.deepEqual(load().problems, lines);
    });
});
