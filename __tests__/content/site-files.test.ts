// The site's own files (content/site/, content-loader/site-files.ts) on a copy of the project's: what each
// becomes for the pages, and the one line a build prints for each kind of mistake, naming the file
// and the field. Part of `npm run test:unit`.
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, beforeEach, describe, it } from 'node:test';
import sharp from 'sharp';
import { parse, stringify } from 'yaml';
import type { LocalImage } from '@/lib/images/local-image';
import { siteFiles } from '@/lib/site/files/registry';
import { loadSiteFiles } from '@/content-loader/site-files';
import { changes, otherAuthor } from '../fixtures/other-author';

let root = '';
const roots: string[] = [];
const site = (name: string) => join(root, 'content', 'site', name);

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'site-files-'));
  roots.push(root);
  cpSync(join(process.cwd(), 'content', 'site'), join(root, 'content', 'site'), { recursive: true });
});
after(() => roots.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const author = parse(readFileSync(join(process.cwd(), 'content', 'site', 'profile.yml'), 'utf8'));
const other = otherAuthor(author);
const her = { name: other.name, firm: other.firm, city: other.city, country: other.country };

const load = () => loadSiteFiles({ root, store: {}, budgetBytes: 120 * 1024 });
/** Changes a file as the author might, by its parsed data. */
function change(name: string, edit: (data: Record<string, unknown>) => void) {
  const data = parse(readFileSync(site(`${name}.yml`), 'utf8'));
  edit(data);
  writeFileSync(site(`${name}.yml`), stringify(data));
}

describe('the site’s own files', () => {
  it('as they are, load with no problem, every file the editor lists among them', () => {
    const { problems, data } = load();
    assert.deepEqual(problems, []);
    assert.deepEqual(
      Object.keys(data).sort(),
      Object.values(siteFiles)
        .map((file) => file.name)
        .sort(),
    );
  });

  it(`write her name, firm, city and country from the profile wherever a text of hers names them (${changes(author, her, ['name', 'firm', 'city', 'country'])})`, () => {
    change('profile', (profile) => Object.assign(profile, her));
    change('home', (home) => {
      home.intro = 'I’m {name}, of {firm}, in {city}, {country}.';
      home.eyebrow = '{city} · AI';
      (home.whyIInvest as { body: string }[])[0].body = 'Mother, in {city}.';
    });
    change('footer', (footer) => (footer.connect = 'Write to [{name}](/about).'));
    const { data, problems } = load();
    assert.deepEqual(problems, []);
    const home = data.home as { intro: string; eyebrow: string; whyIInvest: { body: string }[] };
    assert.equal(home.intro, `I’m ${her.name}, of ${her.firm}, in ${her.city}, ${her.country}.`);
    assert.equal(home.eyebrow, `${her.city} · AI`);
    assert.equal(home.whyIInvest[0].body, `Mother, in ${her.city}.`);
    assert.deepEqual((data.footer as { connect: unknown }).connect, [
      { p: ['Write to ', { link: '/about', text: [her.name] }, '.'] },
    ]);
    // Her profile's own words name her too; her name itself is written as it is.
    const profile = data.profile as { tagline: string; name: string };
    assert.ok(profile.tagline.includes(her.city));
    assert.equal(profile.name, her.name);
  });

  it('fit a logo of any shape and size, a PNG among them, and size a portrait for About', async () => {
    await sharp({ create: { width: 900, height: 300, channels: 4, background: '#20406080' } })
      .png()
      .toFile(site('wide-logo.png'));
    await sharp({ create: { width: 1600, height: 2000, channels: 3, background: '#806040' } })
      .jpeg()
      .toFile(site('me.jpg'));
    change('home', (home) => ((home.logos as { logoImage: string }[])[0].logoImage = 'wide-logo.png'));
    change('profile', (profile) => (profile.portrait = { src: 'me.jpg', alt: 'Ada at her desk' }));
    const { data, problems, images } = load();
    assert.deepEqual(problems, []);
    const logo = (data.home as { logos: { logoImage: LocalImage }[] }).logos[0].logoImage;
    assert.equal(logo.alt, (data.home as { logos: { name: string }[] }).logos[0].name);
    assert.ok(
      logo.files?.some((file) => file.type === 'image/png'),
      'a PNG logo keeps its transparency',
    );
    const portrait = (data.profile as { portrait: LocalImage }).portrait;
    assert.equal(portrait.alt, 'Ada at her desk');
    // The portrait is 128 px, then 192 px, across: no file wider than it is shown at twice.
    assert.ok(Math.max(...portrait.files!.map((file) => file.width)) <= 384);
    assert.ok(images.some((job) => job.source.endsWith('me.jpg')));
  });
});

describe('a mistake in a site file: one line naming the entry and the field as the editor does, then the file and the key', () => {
  const cases: [string, () => Promise<void> | void, string[]][] = [
    [
      'a required field missing',
      () => change('profile', (profile) => delete profile.name),
      ['Your profile › Your name is missing (content/site/profile.yml, name)'],
    ],
    [
      'a link that is not a web address',
      () => change('home', (home) => ((home.logos as { url: string }[])[1].url = 'perimena dot example')),
      [
        'Home › In the Media and the Portfolio › logo 2 › Link: "perimena dot example" is not a web address: write it in full, starting with https:// (content/site/home.yml, logos[1].url)',
      ],
    ],
    [
      'a portrait with no alt text',
      () => {
        writeFileSync(site('me.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"/>');
        change('profile', (profile) => (profile.portrait = { src: 'me.svg' }));
      },
      ['Your profile › Portrait › Alt text is missing (content/site/profile.yml, portrait.alt)'],
    ],
    [
      'a picture that is not beside the file',
      () => change('home', (home) => ((home.logos as { logoImage: string }[])[0].logoImage = 'gone.png')),
      [
        'Home › In the Media and the Portfolio › logo 1 › Logo: "gone.png" is not a file in content/site/ (upload it in the editor, or put the file there and write its name, e.g. logo.png) (content/site/home.yml, logos[0].logoImage)',
      ],
    ],
    [
      'a field the file does not have',
      () => change('footer', (footer) => (footer.conect = 'Typo')),
      ['Footer › conect is not a field (content/site/footer.yml, conect)'],
    ],
    [
      'HTML and a script link in a prose field',
      () =>
        change(
          'footer',
          (footer) => (footer.connect = 'Write <b>now</b>, or [click](javascript:alert(1)) to reach me.'),
        ),
      [
        'Footer › Connect has HTML, which it may not: write text with *emphasis*, **strong** and [links](https://…) (content/site/footer.yml, connect)',
        'Footer › Connect links to "javascript:alert(1)": a link must start with https://, http://, mailto: or / (a page of this site) (content/site/footer.yml, connect)',
      ],
    ],
    [
      'a token that stands for nothing',
      () =>
        change('home', (home) => {
          home.intro = 'I’m {nmae}.';
          home.eyebrow = '{Toronto} · AI';
        }),
      [
        'Home › Line above the headline has {Toronto}, which stands for nothing: write {name}, {firm}, {city} or {country} (content/site/home.yml, eyebrow)',
        'Home › Introduction has {nmae}, which stands for nothing: write {name}, {firm}, {city} or {country} (content/site/home.yml, intro)',
      ],
    ],
    [
      'a time zone and a country that do not exist',
      () =>
        change('profile', (profile) => Object.assign(profile, { timeZone: 'Toronto', country: 'Canadia' })),
      [
        'Your profile › Country: "Canadia" is not a country’s name in English; pick one from the list (content/site/profile.yml, country)',
        'Your profile › Publishing time zone: "Toronto" is not a time zone; pick one from the list (content/site/profile.yml, timeZone)',
      ],
    ],
    [
      'an icon that is not square',
      () => {
        writeFileSync(site('wide.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="128" height="64"/>');
        change('profile', (profile) => (profile.icon = 'wide.svg'));
      },
      [
        'Your profile › Site icon: "wide.svg" is 128×64 px: an icon must be square (content/site/profile.yml, icon)',
      ],
    ],
    [
      'a file that is not there',
      () => rmSync(site('books.yml')),
      [
        'Books is missing: the site needs it, and the editor can only open a file that is there (content/site/books.yml)',
      ],
    ],
  ];
  for (const [name, make, lines] of cases)
    it(name, async () => {
      await make();
      assert.deepEqual(load().problems, lines);
    });
});

describe('a placeholder address, in a publishing build (SITE_STRICT=1)', () => {
  const strictly = () =>
    loadSiteFiles({ root, store: {}, budgetBytes: 120 * 1024 }, siteFiles, { strict: true });
  const real = (home: Record<string, unknown>) =>
    (home.logos as { url: string }[]).forEach((logo, index) => (logo.url = `https://press${index}.org/`));

  it('is refused wherever she left one, named as the editor names the field', () => {
    change('home', (home) => {
      real(home);
      (home.logos as { url: string }[])[3].url = 'https://tidewell.example';
    });
    change(
      'footer',
      (footer) => (footer.connect = 'Write to me, or read [my notes](https://notes.example/me).'),
    );
    assert.deepEqual(strictly().problems, [
      'Home › In the Media and the Portfolio › logo 4 › Link: "https://tidewell.example" is a placeholder address (.example, which no site has): write your own, or remove it (content/site/home.yml, logos[3].url)',
      'Footer › Connect: "https://notes.example/me" is a placeholder address (.example, which no site has): write your own, or remove it (content/site/footer.yml, connect)',
    ]);
    // A build to try the site locally keeps them, as the seed has them.
    assert.deepEqual(load().problems, []);
  });

  it('passes once every one is her own; the settings’ placeholders are the settings check’s', () => {
    change('home', real);
    assert.match(readFileSync(site('settings.yml'), 'utf8'), /\.example/);
    assert.deepEqual(strictly().problems, []);
  });
});
