// Posts as the real editor saved them (__tests__/fixtures/editor/, from __tests__/e2e/admin.spec.ts): its
// quoting, block lists, plain dates, no `draft` line for a switch turned off, photos named without `./`.
// The loader takes them as they are. Part of `npm run test:unit`.
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { IsoDate } from '@/lib/time/dates';
import { loadContent } from '@/content-loader/content-files';
import {
  editorBrief,
  editorEssay,
  editorFixturesDir,
  editorLetter,
  writeEditorPhotos,
} from '../fixtures/editor-posts';

const today = '2026-11-24' as IsoDate;
let root = '';

before(async () => {
  root = mkdtempSync(join(tmpdir(), 'editor-files-'));
  cpSync(editorFixturesDir, join(root, 'content'), { recursive: true });
  await writeEditorPhotos(join(root, 'content'));
});
after(() => rmSync(root, { recursive: true, force: true }));

describe('posts the editor wrote', () => {
  it('load as they are, photos beside them included', () => {
    const {
      posts: { essay: essays, letter: letterIssues, brief: briefs },
      problems,
      images,
    } = loadContent({
      root,
      today,
      includeUnpublished: false,
    });
    assert.deepEqual(problems, []);

    const [essay] = essays;
    assert.equal(essay.slug, 'seven-a-m-the-clinic-before-it-opens');
    assert.equal(essay.title, editorEssay.title);
    assert.deepEqual(essay.category, editorEssay.categories);
    assert.equal(essay.summary, editorEssay.summary);
    assert.equal(essay.publishedDate, editorEssay.publishedDate);
    assert.equal(essay.featureImage.alt, editorEssay.alt);
    assert.equal(essay.status, undefined);
    assert.match(essay.body, /<h2 id="what-the-chairs-say">What the chairs say<\/h2>/);

    const [issue] = letterIssues;
    assert.equal(issue.number, editorLetter.number);
    assert.equal(issue.title, editorLetter.title);
    assert.equal(issue.publishedDate, editorLetter.publishedDate);
    assert.deepEqual(
      issue.images?.map((image) => [image.source, image.alt]),
      [[editorLetter.photo.saved, editorLetter.alt]],
    );
    assert.match(issue.body, /<picture>.*<img [^>]*alt="A nurse at a desk/s);

    // The brief's chart, its bars numbers, drawn where the body's line places it.
    const [brief] = briefs;
    assert.equal(brief.slug, 'where-a-clinic-day-goes');
    assert.equal(brief.title, editorBrief.title);
    assert.deepEqual(brief.tags, editorBrief.tags);
    const [section] = brief.sections;
    assert.equal(section.heading, editorBrief.body[0].slice('## '.length));
    const figure = section.parts.flatMap((part) => ('figure' in part ? [part.figure] : []));
    assert.deepEqual(figure, [
      {
        kind: 'bar-chart',
        id: editorBrief.figure.id,
        title: editorBrief.figure.title,
        caption: editorBrief.figure.caption,
        source: editorBrief.figure.source,
        alt: editorBrief.figure.alt,
        categoryLabel: editorBrief.figure.categoryLabel,
        valueLabel: editorBrief.figure.valueLabel,
        bars: editorBrief.figure.bars,
      },
    ]);
    assert.ok('figure' in section.parts.at(-1)!, 'the chart ends the section, as its line does');

    assert.deepEqual(
      images.map((job) => job.source.slice(root.length + 1)).sort(),
      [
        `content/${editorEssay.file.split('/')[0]}/${editorEssay.photo.saved}`,
        `content/${editorLetter.file.split('/')[0]}/${editorLetter.photo.saved}`,
      ].sort(),
    );
  });

  it('keep a post saved with its Draft switch on out of a build, and show it in dev', () => {
    const file = join(root, 'content', editorEssay.file);
    const saved = readFileSync(file, 'utf8');
    try {
      assert.doesNotMatch(saved, /^draft:/m);
      // The switch on, as the editor writes it: the line after the frontmatter's last field.
      writeFileSync(file, saved.replace(/\n---\n/, '\ndraft: true\n---\n'));
      assert.deepEqual(loadContent({ root, today, includeUnpublished: false }).posts.essay, []);
      const dev = loadContent({ root, today, includeUnpublished: true });
      assert.deepEqual(dev.problems, []);
      assert.equal(dev.posts.essay[0].status, 'draft');
    } finally {
      writeFileSync(file, saved);
    }
  });
});
