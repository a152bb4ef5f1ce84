// Her profile's facts follow her: a copy in which only "Your profile" changes (name, firm, city), built as
// a host builds it, says the new ones everywhere but where she wrote the old ones as they are (her story,
// her posts). Part of `npm run test:budget`; the build takes a few minutes.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { openSync, type Font } from 'fontkit';
import { parse, stringify } from 'yaml';
import { withProfile } from '@/lib/site/profile-text';
import { documentTitle } from '@/lib/site/seo';
import { copyProject } from '@/__tests__/harness/project-copy';
import { initialOf, monogramSvg } from '@/content-loader/site-icons';
import { changes, otherAuthor, wholeWord } from '../fixtures/other-author';
import { buildAndRead, filesUnder } from './built-copy';

const root = process.cwd();
const copy = join(root, '.copies', 'profile-change');
const siteDir = join(root, 'content', 'site');

const was = parse(readFileSync(join(siteDir, 'profile.yml'), 'utf8'));
const other = otherAuthor(was);
const now = { ...was, name: other.name, firm: other.firm, city: other.city };

let built: Awaited<ReturnType<typeof buildAndRead>>;

before(async () => {
  copyProject(root, copy);
  writeFileSync(join(copy, 'content', 'site', 'profile.yml'), stringify(now));
  // Its types are the seed's: only strings change.
  built = await buildAndRead(copy, { TYPES_CHECKED: '1' });
});
after(() => {
  if (built.build.status === 0) rmSync(copy, { recursive: true, force: true });
  else console.error(`The copy is in ${relative(root, copy)}.`);
});

/** Every text of her site files, as written. */
function siteTexts(): string[] {
  const found: string[] = [];
  const collect = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
    else if (typeof value === 'string') found.push(value);
  };
  for (const file of readdirSync(siteDir).filter((name) => name.endsWith('.yml')))
    collect(parse(readFileSync(join(siteDir, file), 'utf8')));
  return found;
}

describe(`her profile changed (${changes(was, now, ['name', 'firm', 'city'])}), and nothing else`, () => {
  it('builds', () => {
    assert.equal(built.build.status, 0, built.build.output.slice(-3000));
  });

  it('says her new name, firm and city wherever a text of hers names them through her profile', () => {
    // A line of text with a token, as the build writes it: her new values in it (prose aside, which
    // the page sets with its marks).
    const named = siteTexts().filter(
      (text) => /\{(name|firm|city)\}/.test(text) && !/[*[\]\n]|\{(category|tag)\}/.test(text),
    );
    assert.ok(named.length >= 10, `only ${named.length} texts name her through the profile`);
    const profile = { name: now.name, firm: now.firm, city: now.city, country: now.country };
    const missing = named
      .map((text) => withProfile(text, profile))
      .filter((text) => !built.allText.includes(text));
    assert.deepEqual(missing, []);
  });

  it('titles Home with her name and tagline, and describes her in the manifest, from the profile', () => {
    const page = built.text.get('index.html') ?? '';
    const tagline = withProfile(now.tagline, now);
    assert.match(tagline, wholeWord(now.city));
    // Her name and tagline, cut where search results cut a title.
    assert.equal(
      /<title>([^<]*)<\/title>/.exec(page)?.[1],
      documentTitle(`${now.name}: ${tagline}`, { withSiteName: false }),
    );
    const manifest = JSON.parse(built.text.get('manifest.webmanifest') ?? '{}');
    assert.equal(manifest.name, now.name);
    const home = parse(readFileSync(join(siteDir, 'home.yml'), 'utf8'));
    assert.equal(manifest.description, withProfile(home.meta.description, now));
    assert.match(manifest.description, wholeWord(now.city));
  });

  it('keeps her old name, firm and city only where she wrote them as they are', () => {
    // Her words as written, the site files' and her posts', compared by their letters and digits
    // alone (the page sets her Markdown and typographic quotes): her life story keeps its places.
    const letters = (text: string) => text.replace(/[^\p{L}\p{N}]+/gu, '').toLowerCase();
    const posts = ['essays', 'letter', 'briefs'].flatMap((folder) =>
      filesUnder(join(root, 'content', folder))
        .filter((file) => file.endsWith('.md'))
        .map((file) => readFileSync(join(root, 'content', folder, file), 'utf8')),
    );
    const written = letters([...siteTexts(), ...posts].join(' '));
    const left: string[] = [];
    // What a visitor, a feed reader or a PDF reader gets: each run of text between two tags.
    const read = [...built.text]
      .filter(([file]) => /\.(html|xml|webmanifest)$/.test(file))
      .concat([...built.pdfText]);
    for (const old of [was.name, was.firm, was.city])
      for (const [file, body] of read)
        // A string of structured data is a run of its own.
        for (const run of body.split(/<[^>]*>|\n|"/))
          if (wholeWord(old).test(run) && !written.includes(letters(run)))
            left.push(`${file}: ${run.trim()}`);
    assert.deepEqual([...new Set(left)], []);
  });

  it(`draws her new initial (${initialOf(was.name)} → ${initialOf(now.name)}) as the icon, and her new name on every share card`, () => {
    const font = openSync(join(root, 'node_modules/geist/dist/fonts/geist-sans/Geist-SemiBold.ttf')) as Font;
    assert.notEqual(initialOf(now.name), initialOf(was.name));
    assert.equal(built.text.get('icon.svg'), monogramSvg(initialOf(now.name), font));
    // Each card the export of today's profile has too shows her name: none is the same picture.
    const cards = filesUnder(join(copy, 'out', 'social')).filter((card) =>
      existsSync(join(root, 'out', 'social', card)),
    );
    assert.ok(cards.length > 0);
    const same = cards.filter((card) =>
      readFileSync(join(copy, 'out', 'social', card)).equals(readFileSync(join(root, 'out', 'social', card))),
    );
    assert.deepEqual(same, []);
  });
});
