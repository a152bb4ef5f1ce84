// Another investor makes the site hers by editing content/ alone: a copy whose profile, site files and
// posts are hers, built strict as her publish run builds it. Nothing built names today's author as a
// whole word or keeps a sentence of hers. Part of `npm run test:budget`; the build takes a few minutes.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { openSync, type Font } from 'fontkit';
import sharp from 'sharp';
import { parse, stringify } from 'yaml';
import { z } from 'zod';
import type { FieldSchema } from '@/lib/editor/field-schema';
import { slugify } from '@/lib/posts/slug';
import { siteToday } from '@/lib/site/site-calendar';
import { siteFiles } from '@/lib/site/files/registry';
import type { SiteFile } from '@/lib/site/files/site-file';
import { outputOf } from '@/__tests__/harness/output-of';
import { copyProject } from '@/__tests__/harness/project-copy';
import { monogramSvg } from '@/content-loader/site-icons';
import { changes, otherAuthor, wholeWord } from '../fixtures/other-author';
import { testBuildEnv } from '../fixtures/test-build-env';
import { buildAndRead, filesUnder } from './built-copy';
import { staticHost } from './static-host';

const root = process.cwd();
const copy = join(root, '.copies', 'another-investor');
const siteDir = (project: string) => join(project, 'content', 'site');

/** Today's author, from the files the copy starts from. */
const author = parse(readFileSync(join(siteDir(root), 'profile.yml'), 'utf8'));
const { countryCode, initial, ...other } = otherAuthor(author);
/** Her first name and her firm's first word, as her file names and addresses spell them. */
const [herSlug, firmSlug] = [other.signature, other.firm.split(' ')[0]].map((words) => slugify(words));
const newcomer = {
  ...other,
  title: 'General Partner',
  tagline: `Backing climate-resilient health care, from ${other.city}`,
  bio: `Investor in ${other.city} funding health care that keeps working through storms and power cuts.`,
  description: `${other.city} investor in health care built for a changing climate.`,
  topics: ['Climate and health', 'Rural clinics'],
  portrait: { src: `${herSlug}.jpg`, alt: `${other.signature} on a pier in the rain, laughing` },
  profiles: [{ name: 'LinkedIn', url: `https://www.linkedin.com/in/${herSlug}-example` }],
};
const logo = `${firmSlug}.png`;

/** Her accounts: an address and services of her own, none a placeholder. */
const newcomerSettings = {
  siteUrl: `https://${firmSlug}.test`,
  kitFormId: '4815162',
  kitPublicKey: `${herSlug}_public_key_for_tests`,
  calendlyUrl: `https://calendly.com/${herSlug}-${firmSlug}/15min`,
  formsEndpoint: `https://formspree.io/f/x${herSlug}1`,
  analyticsDomain: '',
};

/** Text written for the copy: each carries a marker of its own, `k007k`, to find it in the build. */
let count = 0;
const marked: { marker: string; file: string; field: string }[] = [];
function newText(file: string, field: string, make: (marker: string) => string) {
  const marker = `k${String(++count).padStart(3, '0')}k`;
  // A page's share label is drawn in its share image only, where no test reads it; how to follow the
  // letter without a signup shows only while the newsletter is off (services-off.test.ts).
  if (
    !field.endsWith('meta.eyebrow') &&
    !field.endsWith('archiveMeta.eyebrow') &&
    field !== 'followInvitation'
  )
    marked.push({ marker, file, field });
  return make(marker);
}

/**
 * Every piece of text of a site file, rewritten as its schema allows: web addresses to other
 * addresses, prose with a link, text that fills in a category or tag keeping its slot, and every
 * other line its own words. Dates, choices, pictures and the posts a file names stay.
 */
function rewrite(
  value: unknown,
  schema: FieldSchema & { image?: string },
  file: string,
  field: string,
): unknown {
  // The pieces a file names, each a kind and a post's slug (`pieceRefs`), are no text a visitor reads.
  if (schema.pieces) return value;
  if (Array.isArray(value))
    return value.map((item, index) => rewrite(item, schema.items ?? {}, file, `${field}[${index}]`));
  // An item of a list of several kinds is read with its own kind's schema.
  const kind = (value as { kind?: unknown } | null)?.kind;
  const ofKind = schema.oneOf?.find((option) => option.properties?.kind?.const === kind);
  if (ofKind) return rewrite(value, ofKind, file, field);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        rewrite(item, schema.properties?.[key] ?? {}, file, field ? `${field}.${key}` : key),
      ]),
    );
  // A kind of item (a figure's), or a post named by its slug, is no text a visitor reads.
  if (typeof value !== 'string' || schema.image || schema.enum || schema.const || schema.relation)
    return value;
  if (schema.format === 'date') return value;
  if (schema.format === 'uri') return newText(file, field, (marker) => `https://${marker}.test/`);
  if (schema.format === 'markdown')
    return newText(
      file,
      field,
      (marker) => `Write to ${newcomer.signature} about ${marker}, or [read the essays](/essays).`,
    );
  const slot = /\{(category|tag)\}/.exec(value)?.[0];
  return newText(file, field, (marker) =>
    slot ? `${slot}: notes from ${newcomer.signature}, ${marker}` : `${newcomer.signature} ${marker}`,
  );
}

/** The newcomer's own posts, in place of today's author's: one of each kind, naming no one. */
const newcomerPosts: Record<string, string> = {
  'content/essays/storm-season-clinics.md': `---
title: Storm season is a clinical season
category: [Thesis]
summary: Clinics that keep their records when the power goes out are the ones patients can trust.
publishedDate: 2026-03-02
featureImage:
  src: /images/essays/four-cities-one-waiting-room.svg
  alt: Four rooms drawn as coloured blocks
---

When the grid fails, the appointment book should not.

## What breaks first

Paper comes back, then the queue gets longer, then people stop coming.
`,
  'content/letter/the-generator-test.md': `---
title: The generator test
summary: One question to ask any health software company before a storm.
publishedDate: 2026-03-09
---

Good morning.

## The idea

Ask what the product does for the hour after the lights go out.
`,
  'content/briefs/clinics-off-the-grid.md': `---
title: Clinics off the grid
summary: How many rural clinics could keep working through a day without power.
tags: [Resilience]
publishedDate: 2026-03-16
figures:
  - kind: bar-chart
    id: hours-without-power
    title: Hours a clinic keeps working without power
    caption: Most keep going for a morning, few for a day.
    source: Illustrative figures for this test.
    alt: Bar chart of hours of work without power, from two to twelve.
    categoryLabel: Clinic
    valueLabel: Hours
    bars:
      - label: Battery and paper
        value: 2
      - label: Generator
        value: 12
---

## The hours

Most clinics plan for an outage of minutes.

Figure: hours-without-power
`,
};

let build = { status: 1 as number | null, output: '' };
const text = new Map<string, string>();
const pdfText = new Map<string, string>();
let allText = '';

/** The files of the build that name `who` (her name, firm or signature), each as a whole word. */
function filesNaming(who: { name: string; firm: string; signature: string }) {
  return [who.name, who.firm, who.signature].flatMap((old) => {
    const word = wholeWord(old);
    return [...text.entries(), ...pdfText.entries()]
      .filter(([, body]) => word.test(body))
      .map(([file]) => `${file}: "${old}"`);
  });
}

before(async () => {
  copyProject(root, copy);
  for (const folder of ['essays', 'letter', 'briefs'])
    rmSync(join(copy, 'content', folder), { recursive: true });
  for (const [path, text] of Object.entries(newcomerPosts)) {
    mkdirSync(dirname(join(copy, path)), { recursive: true });
    writeFileSync(join(copy, path), text);
  }
  const site = siteDir(copy);
  for (const name of readdirSync(site).filter((name) => !name.endsWith('.yml'))) rmSync(join(site, name));
  await sharp({ create: { width: 1200, height: 1500, channels: 3, background: '#3a6b8c' } })
    .jpeg()
    .toFile(join(site, newcomer.portrait.src));
  await sharp({ create: { width: 600, height: 300, channels: 4, background: '#10806080' } })
    .png()
    .toFile(join(site, logo));
  writeFileSync(join(site, 'profile.yml'), stringify(newcomer));
  writeFileSync(join(site, 'settings.yml'), stringify(newcomerSettings));
  for (const record of Object.values(siteFiles) as SiteFile[]) {
    if (record.name === 'profile' || record.name === 'settings') continue;
    const path = join(site, `${record.name}.yml`);
    const data = rewrite(
      parse(readFileSync(join(siteDir(root), `${record.name}.yml`), 'utf8')),
      z.toJSONSchema(record.fields) as FieldSchema,
      record.name,
      '',
    ) as Record<string, unknown>;
    if (record.name === 'home') {
      // Her introduction names her through the profile's tokens, in place of the line written above.
      marked.splice(
        marked.findIndex(({ file, field }) => file === 'home' && field === 'intro'),
        1,
      );
      data.intro = newText(
        'home',
        'intro (tokens)',
        (marker) => `I’m {name} of {firm}, writing from {city}, ${marker}.`,
      );
      for (const card of data.logos as { logoImage: string }[]) card.logoImage = logo;
      // The pieces to start with are hers.
      data.startHere = [{ kind: 'essay', slug: 'storm-season-clinics' }];
    }
    writeFileSync(path, stringify(data));
  }

  const built = await buildAndRead(copy, { SITE_STRICT: '1', EDITOR_GITHUB_REPO: `${herSlug}/site` });
  build = built.build;
  for (const [file, body] of built.text) text.set(file, body);
  for (const [file, body] of built.pdfText) pdfText.set(file, body);
  allText = built.allText;
});
after(() => {
  if (build.status === 0) rmSync(copy, { recursive: true, force: true });
});

describe(`the site built from another investor’s content/ (${changes(author, newcomer, ['name', 'signature', 'firm', 'city'])})`, () => {
  it('builds', () => {
    assert.equal(build.status, 0, build.output.slice(-3000));
  });

  it('names today’s author nowhere: not in a page, feed, manifest, script, PDF or icon', () => {
    assert.deepEqual(filesNaming(author), []);
  });

  it('would name nowhere an author whose name is a piece of other words', () => {
    // SPEC's "Request Deeper Analysis" is in the build: a name is matched as a whole word.
    assert.ok(allText.includes('Analysis'));
    assert.deepEqual(filesNaming({ name: 'Ana', firm: 'Ana Capital', signature: 'Ana' }), []);
  });

  it('keeps no sentence of today’s site files', () => {
    const code = ['app', 'components', 'lib', 'lib/site/messages.ts']
      .flatMap((dir) =>
        statSync(join(root, dir)).isFile() ? [dir] : filesUnder(join(root, dir)).map((f) => join(dir, f)),
      )
      .map((file) => readFileSync(join(root, file), 'utf8'))
      .join('\n');
    const sentences = new Set<string>();
    const collect = (value: unknown) => {
      // A piece a file names is a kind and a post's slug, no sentence of hers (`pieceRefs`).
      if (value && typeof value === 'object' && 'kind' in value && 'slug' in value) return;
      if (Array.isArray(value)) value.forEach(collect);
      else if (value && typeof value === 'object') Object.values(value).forEach(collect);
      // A label the code writes too (SPEC's headings, the header's links) is the code's, not hers.
      else if (typeof value === 'string')
        for (const piece of value.split(/\{\w+\}/))
          if (piece.length >= 24 && !code.includes(piece)) sentences.add(piece);
    };
    for (const file of readdirSync(siteDir(root)).filter((name) => name.endsWith('.yml')))
      collect(parse(readFileSync(join(siteDir(root), file), 'utf8')));
    assert.ok(sentences.size > 100, `only ${sentences.size} sentences read`);
    const kept = [...sentences].filter((sentence) => allText.includes(sentence));
    assert.deepEqual(kept, []);
  });

  it('shows every new piece of text somewhere in the build', () => {
    const missing = marked.filter(({ marker }) => !allText.includes(marker));
    assert.deepEqual(missing, []);
  });

  it('names her as her profile does: header, footer, titles, JSON-LD, feeds, manifest, PDFs', () => {
    const home = text.get('index.html') ?? '';
    assert.ok(home.includes(`href="/">${newcomer.name}</a>`), 'the header names her');
    assert.ok(home.includes(`I’m ${newcomer.name} of ${newcomer.firm}, writing from ${newcomer.city}`));
    // A page's title is its own, then her name: the site's name is hers.
    assert.match(
      text.get(join('books', 'index.html')) ?? '',
      new RegExp(`<title>[^<]* \\| ${newcomer.name}</title>`),
    );
    const person = [...home.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)]
      .map(([, json]) => JSON.parse(json))
      .find((data) => data['@type'] === 'Person');
    assert.equal(person.name, newcomer.name);
    assert.equal(person.worksFor.name, newcomer.firm);
    assert.equal(person.homeLocation.address.addressCountry, countryCode);
    assert.deepEqual(person.sameAs, [newcomer.profiles[0].url]);
    assert.ok(person.image.includes(`/media/${herSlug}-`), 'the portrait is the person’s image');
    assert.ok(text.get('feed.xml')?.includes(newcomer.name));
    assert.equal(JSON.parse(text.get('manifest.webmanifest') ?? '{}').name, newcomer.name);
    assert.ok(pdfText.size > 0);
    for (const [file, body] of pdfText)
      assert.ok(body.includes(`${newcomer.name}, ${newcomer.title}, ${newcomer.firm}`), file);
    // Her profiles elsewhere, in the footer of every page, named for a screen reader.
    assert.ok(home.includes(`<span class="sr-only">${newcomer.name} on </span>LinkedIn`));
  });

  it('shows her portrait on About, her city, and her logo as a picture fitted to its slot', () => {
    const about = text.get(join('about', 'index.html')) ?? '';
    assert.match(about, new RegExp(`<img[^>]* alt="${newcomer.portrait.alt}"`));
    assert.ok(about.includes(`${newcomer.city}, ${newcomer.country}`));
    const home = text.get('index.html') ?? '';
    assert.ok(home.includes(`<source type="image/avif" srcSet="/media/${firmSlug}-`));
    assert.match(
      home,
      new RegExp(`<img src="/media/${firmSlug}-\\d+\\.\\w+\\.png"[^>]* width="240" height="80"`),
    );
  });

  it(`draws her initial (${initial}) as the icon, and counts days where she lives (${newcomer.timeZone})`, () => {
    const font = openSync(join(root, 'node_modules/geist/dist/fonts/geist-sans/Geist-SemiBold.ttf')) as Font;
    assert.equal(text.get('icon.svg'), monogramSvg(initial, font));
    assert.ok(existsSync(join(copy, 'out', 'icons', 'maskable-512.png')));
    assert.ok(
      build.output.includes(`as of ${siteToday(newcomer.timeZone)}`),
      `the build’s today is ${newcomer.city}’s`,
    );
  });
});

/**
 * `npm run live-check` as she or the publish run types it, in `cwd`, with no setting from the
 * environment but `env`; run apart, so that the host in this process answers it meanwhile.
 */
async function liveCheck(cwd: string, url: string, env: Record<string, string> = {}) {
  const clean = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('NEXT_PUBLIC_')),
  ) as NodeJS.ProcessEnv;
  const { status, output } = await outputOf(
    join(root, 'node_modules', '.bin', 'tsx'),
    [join(root, 'scripts', 'live-check.ts'), url, '--timeout', '5'],
    { cwd, env: { ...clean, ...env } },
  );
  return { status, lines: output.trim().split('\n') };
}

describe('her settings, and the live check of her build', () => {
  it('point every page at her address and her accounts, from the settings file alone', () => {
    const home = text.get('index.html') ?? '';
    assert.ok(home.includes(`<link rel="canonical" href="${newcomerSettings.siteUrl}/"/>`));
    assert.ok(
      home.includes(`action="https://app.kit.com/forms/${newcomerSettings.kitFormId}/subscriptions"`),
    );
    const about = text.get(join('about', 'index.html')) ?? '';
    assert.ok(about.includes(`action="${newcomerSettings.formsEndpoint}"`));
    assert.ok(about.includes(`data-url="${newcomerSettings.calendlyUrl}"`));
    assert.ok(!build.output.includes('placeholder'), 'the build warns of no placeholder');
  });

  it('passes when the site serves this build with its headers', async () => {
    const host = await staticHost(join(copy, 'out'));
    const run = await liveCheck(copy, host.url);
    await host.close();
    assert.equal(run.status, 0, run.lines.join('\n'));
    assert.match(run.lines.at(-1) ?? '', /serves build [0-9a-f]{32} \(as of \d{4}-\d{2}-\d{2}\)/);
  });

  it('names the policy when the host sends the build without its headers', async () => {
    const host = await staticHost(join(copy, 'out'), { headers: false });
    const run = await liveCheck(copy, host.url);
    await host.close();
    assert.equal(run.status, 1);
    assert.ok(
      run.lines.some(
        (line) =>
          line.startsWith(`live-check: ${host.url}/`) && line.includes('no Content-Security-Policy header'),
      ),
      run.lines.join('\n'),
    );
    assert.ok(run.lines.some((line) => line.includes('/admin/editor/: no Content-Security-Policy header')));
  });

  it('names the build id when the site serves another build', async () => {
    const host = await staticHost(join(root, 'out'));
    const run = await liveCheck(copy, host.url);
    await host.close();
    assert.equal(run.status, 1);
    assert.ok(
      run.lines.some((line) =>
        /\/build\.json: the site serves build [0-9a-f]+ .*, not this one, [0-9a-f]+$/.test(line),
      ),
      run.lines.join('\n'),
    );
  });

  it('names each placeholder setting of a build that has them, and the forms that post to one', async () => {
    const host = await staticHost(join(root, 'out'));
    const run = await liveCheck(root, host.url, testBuildEnv);
    await host.close();
    assert.equal(run.status, 1);
    for (const setting of ['siteUrl', 'kitFormId', 'calendlyUrl'])
      assert.ok(
        run.lines.some(
          (line) => line.includes(`(content/site/settings.yml, ${setting};`) && line.includes('placeholder'),
        ),
        `${setting}: ${run.lines.join('\n')}`,
      );
    assert.ok(
      run.lines.some((line) =>
        line.includes('a form posts to a placeholder, https://app.kit.com/forms/0000000/'),
      ),
    );
    assert.ok(
      !run.lines.some((line) => line.includes('build.json')),
      'the build served is the build checked',
    );
  });

  it('says in one line that an address does not answer, without waiting long', async () => {
    const host = await staticHost(join(copy, 'out'));
    await host.close();
    const run = await liveCheck(copy, host.url);
    assert.equal(run.status, 1);
    assert.deepEqual(run.lines, [`live-check: ${host.url}: does not answer: ECONNREFUSED`]);
  });

  it('passes when Cloudflare’s own runtime serves the build (wrangler pages dev)', async () => {
    const port = 8700 + Math.floor(Math.random() * 200);
    const wrangler = spawn(
      join(root, 'node_modules', '.bin', 'wrangler'),
      ['pages', 'dev', 'out', '--ip', '127.0.0.1', '--port', String(port), '--compatibility-date=2026-05-01'],
      { cwd: copy, stdio: 'ignore', env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: 'true' } },
    );
    try {
      const url = `http://127.0.0.1:${port}`;
      for (let tries = 0; tries < 60; tries++) {
        if (
          await fetch(url).then(
            (response) => response.ok,
            () => false,
          )
        )
          break;
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
      const run = await liveCheck(copy, url);
      assert.equal(run.status, 0, run.lines.join('\n'));
    } finally {
      wrangler.kill();
    }
  });
});

// Where a failed build left its copy, for a look.
after(() => {
  if (build.status !== 0) console.error(`The copy is in ${relative(root, copy)}.`);
});
