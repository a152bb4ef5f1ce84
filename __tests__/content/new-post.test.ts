// Runs scripts/new-post.ts on a throwaway project and checks that what it writes loads cleanly, and
// that it refuses what it should without touching a file. Run from the project's folder with
// `node --import tsx --test __tests__/content/new-post.test.ts`.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, it } from 'node:test';
import type { IsoDate } from '@/lib/time/dates';
import { loadContent } from '@/content-loader/content-files';

const wednesday = '2026-11-18' as IsoDate;

/** The folders of a bare project. */
const folders = ['content/essays', 'content/letter', 'public'];

let root: string;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'new-post-'));
  for (const folder of folders) mkdirSync(join(root, folder), { recursive: true });
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

/** Runs the script as `npm run new` would, on the throwaway project. */
function newPost(...args: string[]) {
  const command = ['--import', 'tsx', 'scripts/new-post.ts', ...args, '--root', root];
  const result = spawnSync(process.execPath, command, { cwd: process.cwd(), encoding: 'utf8' });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr.trim() };
}

function write(path: string, text: string) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}

function writeLetter(slug: string, number: number, publishedDate: string, draft = false) {
  const fields = `number: ${number}\ntitle: Issue ${number}\nsummary: A summary.\npublishedDate: ${publishedDate}\n`;
  write(`content/letter/${slug}.md`, `---\n${fields}${draft ? 'draft: true\n' : ''}---\n\nGood morning.\n`);
}

/** Every file of the project and its text, to show that a refused run changed nothing. */
function snapshot(): Record<string, string> {
  const files: Record<string, string> = {};
  for (const name of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
    const path = join(root, name);
    files[name] = statSync(path).isDirectory() ? '(folder)' : readFileSync(path, 'utf8');
  }
  return files;
}

function load(today: IsoDate = wednesday) {
  return loadContent({ root, today, includeUnpublished: true });
}

describe('npm run new -- essay', () => {
  it('writes a draft essay and a placeholder image beside it that load without problems', () => {
    const run = newPost('essay', 'Models Learn: What We "Measure"', '--today', wednesday);
    assert.equal(run.status, 0, run.stderr);
    assert.match(run.stdout, /content\/essays\/models-learn-what-we-measure\.md/);
    assert.match(run.stdout, /content\/essays\/models-learn-what-we-measure\.svg/);
    assert.match(run.stdout, /draft: true/);

    const {
      posts: { essay: essays },
      problems,
    } = load();
    assert.deepEqual(problems, []);
    assert.equal(essays.length, 1);
    const [essay] = essays;
    assert.equal(essay.slug, 'models-learn-what-we-measure');
    assert.equal(essay.title, 'Models Learn: What We "Measure"');
    assert.deepEqual(essay.category, ['Thesis']);
    assert.equal(essay.publishedDate, wednesday);
    assert.equal(essay.status, 'draft');
    assert.deepEqual(essay.featureImage, {
      src: essay.featureImage.src,
      alt: essay.featureImage.alt,
      width: 1200,
      height: 675,
    });
    assert.match(essay.featureImage.src, /^\/media\/models-learn-what-we-measure\.[0-9a-f]{10}\.svg$/);
    assert.deepEqual(loadContent({ root, today: wednesday, includeUnpublished: false }).posts.essay, []);
  });

  it('lays the post out as the editor does: its image beside it, named from the post', () => {
    const run = newPost('essay', 'My essay', '--today', wednesday);
    assert.equal(run.status, 0, run.stderr);
    const text = readFileSync(join(root, 'content/essays/my-essay.md'), 'utf8');
    assert.match(text, /^featureImage:\n {2}src: \.\/my-essay\.svg\n/m);
    assert.deepEqual(readdirSync(join(root, 'content/essays')).sort(), ['my-essay.md', 'my-essay.svg']);
    assert.deepEqual(readdirSync(join(root, 'public')), []);
    const { images } = load();
    assert.deepEqual(
      images.map((job) => job.source.slice(root.length + 1)),
      ['content/essays/my-essay.svg'],
    );
  });

  it('makes the slug from a title with accents and punctuation', () => {
    const run = newPost('essay', '  Ça va? Über-models & “l’IA”, déjà vu!  ', '--today', wednesday);
    assert.equal(run.status, 0, run.stderr);
    const [essay] = load().posts.essay;
    assert.equal(essay.slug, 'ca-va-uber-models-lia-deja-vu');
    assert.equal(essay.title, 'Ça va? Über-models & “l’IA”, déjà vu!');
  });

  it('keeps an image that is already there', () => {
    write('content/essays/my-essay.svg', '<svg width="10" height="20"/>');
    const run = newPost('essay', 'My essay', '--today', wednesday);
    assert.equal(run.status, 0, run.stderr);
    assert.equal(
      readFileSync(join(root, 'content/essays/my-essay.svg'), 'utf8'),
      '<svg width="10" height="20"/>',
    );
    assert.deepEqual(load().problems, []);
  });

  it('refuses a slug another essay has, in any subfolder, and changes nothing', () => {
    write('content/essays/2025/my-essay.md', 'not even valid');
    const before = snapshot();
    const run = newPost('essay', 'My Essay!', '--today', wednesday);
    assert.equal(run.status, 2);
    assert.match(run.stderr, /^slug "my-essay" is already used by content\/essays\/2025\/my-essay\.md/);
    assert.equal(run.stderr.split('\n').length, 1);
    assert.deepEqual(snapshot(), before);
  });

  it('refuses a title that gives no slug', () => {
    const run = newPost('essay', '?!', '--today', wednesday);
    assert.equal(run.status, 2);
    assert.match(run.stderr, /no usable slug/);
  });
});

describe('npm run new -- letter', () => {
  it('numbers the issue after the last one, drafts included, and dates it the next Monday', () => {
    writeLetter('older', 7, '2026-11-09');
    writeLetter('last-week', 9, '2026-11-16', true);
    const run = newPost('letter', 'Who reads the alert at 2 a.m.?', '--today', wednesday);
    assert.equal(run.status, 0, run.stderr);
    assert.match(run.stdout, /content\/letter\/who-reads-the-alert-at-2-a-m\.md/);

    const {
      posts: { letter: letterIssues },
      problems,
    } = load();
    assert.deepEqual(problems, []);
    const issue = letterIssues.find((letter) => letter.slug === 'who-reads-the-alert-at-2-a-m');
    assert.equal(issue?.number, 10);
    assert.equal(issue?.publishedDate, '2026-11-23');
    assert.equal(issue?.status, 'draft');
    assert.match(issue?.body ?? '', /<h2 id="the-idea">The idea<\/h2>/);
    // Her picks are a list of their own, which starts empty, never prose in the body.
    assert.deepEqual(issue?.reading, []);
    assert.doesNotMatch(issue?.body ?? '', /worth your time/i);
    assert.match(
      readFileSync(join(root, 'content/letter/who-reads-the-alert-at-2-a-m.md'), 'utf8'),
      /^reading: \[\]$/m,
    );
  });

  it('dates the issue the Monday after a letter already set for next Monday', () => {
    writeLetter('next-week', 3, '2026-11-23');
    const run = newPost('letter', 'The week after', '--today', wednesday);
    assert.equal(run.status, 0, run.stderr);
    const issue = load().posts.letter.find((letter) => letter.slug === 'the-week-after');
    assert.equal(issue?.number, 4);
    assert.equal(issue?.publishedDate, '2026-11-30');
  });

  it('dates the first issue today when today is a Monday', () => {
    const run = newPost('letter', 'Issue one', '--today', '2026-11-16');
    assert.equal(run.status, 0, run.stderr);
    const {
      posts: { letter: letterIssues },
      problems,
    } = load('2026-11-16' as IsoDate);
    assert.deepEqual(problems, []);
    assert.equal(letterIssues[0].number, 1);
    assert.equal(letterIssues[0].publishedDate, '2026-11-16');
  });

  it('refuses a slug taken by a page of the site, and changes nothing', () => {
    writeLetter('older', 7, '2026-11-09');
    const before = snapshot();
    const run = newPost('letter', 'Archive', '--today', wednesday);
    assert.equal(run.status, 2);
    assert.equal(
      run.stderr,
      'slug "archive" is taken by the page /tomorrow-letter/archive/; choose another title',
    );
    assert.deepEqual(snapshot(), before);
  });
});

describe('npm run new, used wrongly', () => {
  for (const args of [[], ['poem', 'A title'], ['essay'], ['letter', '   ']]) {
    it(`prints the usage and stops for: ${JSON.stringify(args)}`, () => {
      const before = snapshot();
      const run = newPost(...args);
      assert.equal(run.status, 2);
      assert.match(run.stderr, /^Usage: npm run new -- essay\|letter\|brief "Title"/);
      assert.deepEqual(snapshot(), before);
    });
  }
});
