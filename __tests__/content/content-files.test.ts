// The Markdown loader (content-loader/content-files.ts) on a made-up project: what a writer's file
// becomes, and the one line a build prints for each kind of mistake. Part of `npm run test:unit`.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, beforeEach, describe, it } from 'node:test';
import type { IsoDate } from '@/lib/time/dates';
import { markdownToHtml } from '@/lib/posts/markdown-images';
import { postKinds } from '@/lib/posts/post-kinds';
import { siteToday } from '@/lib/site/site-calendar';
import { loadContent } from '@/content-loader/content-files';
import { readingListHtml } from '@/lib/letters/reading-list';

const today = '2026-11-24' as IsoDate; // a Tuesday
let root = '';
const roots: string[] = [];

function write(path: string, text: string) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}
const frontmatter = (fields: Record<string, string>) =>
  `---\n${Object.entries(fields)
    .map(([key, value]) => `${key}: ${value}`)
    .join('\n')}\n---\n`;
const essayFields = {
  title: 'Data gaps',
  category: '[Thesis]',
  summary: 'Why the gaps matter.',
  publishedDate: '2026-11-15',
  featureImage: '{ src: /images/essays/gap.svg, alt: A dotted grid }',
};
const essay = (fields: Record<string, string | undefined> = {}, body = 'The text.\n') =>
  frontmatter(
    Object.fromEntries(
      Object.entries({ ...essayFields, ...fields }).filter(
        (entry): entry is [string, string] => entry[1] !== undefined,
      ),
    ),
  ) + body;
const letter = (number: number | undefined, publishedDate: string, extra: Record<string, string> = {}) =>
  frontmatter({
    ...(number === undefined ? {} : { number: String(number) }),
    title: `Issue ${number ?? publishedDate}`,
    summary: 'A summary.',
    publishedDate,
    ...extra,
  }) + 'Good morning.\n\n## The idea\n\nOne idea.\n';

const load = (includeUnpublished = false) => loadContent({ root, today, includeUnpublished });
const problems = () => load().problems;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'content-'));
  roots.push(root);
  write(
    'public/images/essays/gap.svg',
    '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675"></svg>',
  );
});
after(() => roots.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('a good file', () => {
  it('becomes an essay: the slug from its name, the body as HTML, the image size read from the file', () => {
    write(
      'content/essays/data-gaps.md',
      essay({}, 'It is “measured”, not *guessed*.\n\n## What we ask\n\nWho is in the data?\n'),
    );
    const {
      posts: { essay: essays },
      problems: found,
    } = load();
    assert.deepEqual(found, []);
    assert.equal(essays.length, 1);
    const [only] = essays;
    assert.equal(only.slug, 'data-gaps');
    assert.deepEqual(only.category, ['Thesis']);
    assert.equal(only.publishedDate, '2026-11-15');
    assert.deepEqual(only.featureImage, {
      src: '/images/essays/gap.svg',
      alt: 'A dotted grid',
      width: 1200,
      height: 675,
    });
    assert.equal(
      only.body,
      '<p>It is “measured”, not <em>guessed</em>.</p>\n<h2 id="what-we-ask">What we ask</h2>\n<p>Who is in the data?</p>',
    );
    assert.equal(only.status, undefined);
  });

  it('becomes a letter issue ending with her reading list, each piece linked, its words escaped', () => {
    write(
      'content/letter/foo.md',
      letter(1, '2026-11-16', {
        reading:
          '[{ title: "Costs & <outcomes>", url: "https://journal.test/a?x=1&y=2", source: A journal, note: "Page four, <b>twice</b>." }]',
      }),
    );
    const [issue] = load().posts.letter;
    assert.deepEqual(issue.reading, [
      {
        title: 'Costs & <outcomes>',
        url: 'https://journal.test/a?x=1&y=2',
        source: 'A journal',
        note: 'Page four, <b>twice</b>.',
      },
    ]);
    assert.equal(
      readingListHtml(issue.reading),
      '<h2 id="worth-your-time">One thing worth your time</h2><ul><li><a href="https://journal.test/a?x=1&amp;y=2">Costs &amp; &lt;outcomes&gt;</a> · A journal<br>Page four, &lt;b&gt;twice&lt;/b&gt;.</li></ul>',
    );
    assert.equal(readingListHtml([]), '');
    assert.equal(readingListHtml(undefined), '');
    // Only an https address is linked (the editor's preview shows a list before the build checks it).
    assert.doesNotMatch(readingListHtml([{ title: 'A', url: 'javascript:alert(1)' }]), /<a\b/);
  });

  it('becomes a letter issue, in any subfolder', () => {
    write('content/letter/2026/the-idea.md', letter(47, '2026-11-16'));
    const {
      posts: { letter: letterIssues },
      problems: found,
    } = load();
    assert.deepEqual(found, []);
    assert.deepEqual(
      letterIssues.map(({ slug, number, title, publishedDate }) => ({ slug, number, title, publishedDate })),
      [{ slug: 'the-idea', number: 47, title: 'Issue 47', publishedDate: '2026-11-16' }],
    );
    assert.match(letterIssues[0].body, /^<p>Good morning.<\/p>/);
  });

  it('carries the day a post was revised, on or after its published date, and nothing when none is given', () => {
    write('content/essays/revised.md', essay({ updated: '2026-11-20' }));
    write('content/essays/same-day.md', essay({ updated: essayFields.publishedDate }));
    write('content/essays/as-written.md', essay());
    // A revision may fall on any day, though the issue itself is a Monday.
    write('content/letter/revised.md', letter(47, '2026-11-16', { updated: '2026-11-18' }));
    const {
      posts: { essay: essays, letter: letterIssues },
      problems: found,
    } = load();
    assert.deepEqual(found, []);
    assert.deepEqual(Object.fromEntries(essays.map((post) => [post.slug, post.updated])), {
      revised: '2026-11-20',
      'same-day': essayFields.publishedDate,
      'as-written': undefined,
    });
    assert.equal('updated' in essays.find((post) => post.slug === 'as-written')!, false);
    assert.equal(letterIssues[0].updated, '2026-11-18');
  });

  it('writes GitHub tables, footnotes and typographic punctuation', () => {
    const html = markdownToHtml(
      'Say "yes" -- or wait...[^1]\n\n| A | B |\n| - | -: |\n| 1 | 2 |\n\n[^1]: A note.\n',
    );
    assert.match(html, /<p>Say “yes” — or wait…<sup><a href="#user-content-fn-1"/);
    assert.match(html, /<td align="right">2<\/td>/);
    assert.match(html, /<li id="user-content-fn-1">/);
  });
});

describe('growing every week', () => {
  it('takes a fifth essay and a letter after a skipped week', () => {
    for (const n of [1, 2, 3, 4, 5])
      write(`content/essays/essay-${n}.md`, essay({ publishedDate: `2026-10-0${n}` }));
    write('content/letter/a.md', letter(10, '2026-11-02'));
    write('content/letter/b.md', letter(11, '2026-11-16')); // the week of 2026-11-09 was a holiday
    const {
      posts: { essay: essays, letter: letterIssues },
      problems: found,
    } = load();
    assert.deepEqual(found, []);
    assert.equal(essays.length, 5);
    assert.equal(letterIssues.length, 2);
  });

  it('numbers an issue whose file gives none after the one before it, drafts counted', () => {
    write('content/letter/a.md', letter(47, '2026-10-26'));
    write('content/letter/b.md', letter(undefined, '2026-11-02', { draft: 'true' }));
    write('content/letter/c.md', letter(undefined, '2026-11-09'));
    write('content/letter/d.md', letter(undefined, '2026-11-16'));
    const {
      posts: { letter: letterIssues },
      problems: found,
    } = load();
    assert.deepEqual(found, []);
    // The draft is off the site but keeps its number, so publishing it renumbers nothing.
    assert.deepEqual(letterIssues.map((issue) => [issue.slug, issue.number]).sort(), [
      ['a', 47],
      ['c', 49],
      ['d', 50],
    ]);
  });
});

describe('drafts and scheduled posts', () => {
  it('leaves a draft and a post dated after today out of a build, and keeps a post dated today', () => {
    write('content/essays/draft.md', essay({ draft: 'true', publishedDate: '2026-11-01' }));
    write('content/essays/later.md', essay({ publishedDate: '2026-11-25' }));
    write('content/essays/today.md', essay({ publishedDate: today }));
    write('content/letter/soon.md', letter(48, '2026-11-30'));
    write('content/letter/now.md', letter(47, '2026-11-23'));
    const built = load();
    assert.deepEqual(built.problems, []);
    assert.deepEqual(
      built.posts.essay.map((e) => e.slug),
      ['today'],
    );
    assert.deepEqual(
      built.posts.letter.map((l) => l.slug),
      ['now'],
    );
  });

  it('shows them to the dev server, marked', () => {
    write('content/essays/draft.md', essay({ draft: 'true' }));
    write('content/essays/later.md', essay({ publishedDate: '2026-12-01' }));
    write('content/letter/soon.md', letter(48, '2026-11-30'));
    const dev = load(true);
    assert.deepEqual(dev.problems, []);
    assert.deepEqual(Object.fromEntries(dev.posts.essay.map((e) => [e.slug, e.status])), {
      draft: 'draft',
      later: 'scheduled',
    });
    assert.equal(dev.posts.letter[0].status, 'scheduled');
  });

  it('still checks a draft, so it cannot break the build on the day it is published', () => {
    write('content/essays/draft.md', essay({ draft: 'true', category: '[Thesiss]' }));
    assert.equal(problems().length, 1);
  });

  it('reads today in Toronto, whatever the machine’s zone', () => {
    // 03:30 UTC on the 24th is 22:30 on the 23rd in Toronto (EST), and 04:30 on the 24th a summer
    // night earlier is 00:30 in Toronto (EDT).
    assert.equal(siteToday('America/Toronto', new Date('2026-11-24T03:30:00Z')), '2026-11-23');
    assert.equal(siteToday('America/Toronto', new Date('2026-11-24T05:00:00Z')), '2026-11-24');
    assert.equal(siteToday('America/Toronto', new Date('2026-07-01T03:59:00Z')), '2026-06-30');
    assert.equal(siteToday('America/Toronto', new Date('2026-07-01T04:00:00Z')), '2026-07-01');
  });
});

describe('a mistake stops the build with one line naming the post and the field as the editor does, then the file and the key', () => {
  const cases: [string, () => void, string[]][] = [
    [
      'a category that does not exist',
      () => write('content/essays/foo.md', essay({ category: '[Thesiss]' })),
      [
        'Essays › Data gaps › Categories: "Thesiss" is not one of Personal, Thesis, Future-Ready Kids, Global View (content/essays/foo.md, category[0])',
      ],
    ],
    [
      'a date that is not a date',
      () => write('content/essays/foo.md', essay({ publishedDate: '2026-02-30' })),
      [
        'Essays › Data gaps › Published date: "2026-02-30" is not a date written YYYY-MM-DD (content/essays/foo.md, publishedDate)',
      ],
    ],
    [
      'a missing title',
      () => write('content/essays/foo.md', essay({ title: undefined })),
      ['Essays › foo › Title is missing (content/essays/foo.md, title)'],
    ],
    [
      'a missing image',
      () =>
        write(
          'content/essays/foo.md',
          essay({ featureImage: '{ src: /images/essays/none.svg, alt: Nothing }' }),
        ),
      [
        'Essays › Data gaps › Feature image › Image: "/images/essays/none.svg" is not a file under public/ (write it as /images/essays/name.svg) (content/essays/foo.md, featureImage.src)',
      ],
    ],
    [
      'no image at all',
      () => write('content/essays/foo.md', essay({ featureImage: undefined })),
      ['Essays › Data gaps › Feature image is missing (content/essays/foo.md, featureImage)'],
    ],
    [
      'a revision dated before the essay was published',
      () => write('content/essays/foo.md', essay({ updated: '2026-11-01' })),
      [
        'Essays › Data gaps › Updated: "2026-11-01" is before the published date "2026-11-15" (content/essays/foo.md, updated)',
      ],
    ],
    [
      'a revision dated before the issue was published',
      () => write('content/letter/foo.md', letter(1, '2026-11-16', { updated: '2026-11-09' })),
      [
        'Tomorrow Letter › Issue 1 › Updated: "2026-11-09" is before the published date "2026-11-16" (content/letter/foo.md, updated)',
      ],
    ],
    [
      'a revision date that is not a date',
      () => write('content/essays/foo.md', essay({ updated: 'last week' })),
      [
        'Essays › Data gaps › Updated: "last week" is not a date written YYYY-MM-DD (content/essays/foo.md, updated)',
      ],
    ],
    [
      'a misspelt field',
      () => write('content/essays/foo.md', essay({ publishDate: '2026-11-15' })),
      ['Essays › Data gaps › publishDate is not a field (content/essays/foo.md, publishDate)'],
    ],
    [
      'the same slug twice',
      () => {
        write('content/essays/2025/foo.md', essay());
        write('content/essays/2026/foo.md', essay());
      },
      [
        'Essays › Data gaps has the slug "foo", which is also the slug of content/essays/2025/foo.md (content/essays/2026/foo.md)',
      ],
    ],
    [
      'a slug an essay route already uses',
      () => write('content/essays/category.md', essay()),
      [
        'Essays › Data gaps has the slug "category", which the page /essays/category/ takes; rename the file (content/essays/category.md)',
      ],
    ],
    [
      'a slug a letter route already uses',
      () => write('content/letter/archive.md', letter(1, '2026-11-16')),
      [
        'Tomorrow Letter › Issue 1 has the slug "archive", which the page /tomorrow-letter/archive/ takes; rename the file (content/letter/archive.md)',
      ],
    ],
    [
      'a file name that is not a slug',
      () => write('content/essays/My Essay.md', essay()),
      [
        'Essays › Data gaps has the file name "My Essay", which is not a slug: lower-case letters, digits and single hyphens, e.g. my-first-post.md (content/essays/My Essay.md)',
      ],
    ],
    [
      'a letter on a Tuesday',
      () => write('content/letter/foo.md', letter(1, '2026-11-17')),
      [
        'Tomorrow Letter › Issue 1 › Published date: "2026-11-17" is not a Monday (content/letter/foo.md, publishedDate)',
      ],
    ],
    [
      'two letters with one number',
      () => {
        write('content/letter/a.md', letter(5, '2026-11-09'));
        write('content/letter/b.md', letter(5, '2026-11-16'));
      },
      [
        'Tomorrow Letter › Issue 5 › Issue number 5 is also the number of content/letter/a.md (content/letter/b.md, number)',
      ],
    ],
    [
      'a number lower than an earlier issue’s',
      () => {
        write('content/letter/a.md', letter(6, '2026-11-09'));
        write('content/letter/b.md', letter(5, '2026-11-16'));
      },
      [
        'Tomorrow Letter › Issue 5 › Issue number 5 is lower than 6 (content/letter/a.md), an earlier issue; numbers grow with the date (content/letter/b.md, number)',
      ],
    ],
    [
      'a number the build gave clashing with one written later',
      () => {
        write('content/letter/a.md', letter(5, '2026-11-02'));
        write('content/letter/b.md', letter(undefined, '2026-11-09'));
        write('content/letter/c.md', letter(6, '2026-11-16'));
      },
      [
        'Tomorrow Letter › Issue 6 › Issue number 6 is also the number of content/letter/b.md (numbered by the build after the issue before it) (content/letter/c.md, number)',
      ],
    ],
    [
      'two letters on one Monday',
      () => {
        write('content/letter/a.md', letter(5, '2026-11-16'));
        write('content/letter/b.md', letter(6, '2026-11-16'));
      },
      [
        'Tomorrow Letter › Issue 6 › Published date 2026-11-16 is also the date of content/letter/a.md; one issue a week (content/letter/b.md, publishedDate)',
      ],
    ],
    [
      'a link in her reading list that is not https',
      () =>
        write(
          'content/letter/foo.md',
          letter(1, '2026-11-16', {
            reading:
              '[{ title: A report, url: "http://agency.test/report", source: An agency, note: Worth it. }]',
          }),
        ),
      [
        'Tomorrow Letter › Issue 1 › Worth your time › link 1 › Link: "http://agency.test/report" is not an https address: write it in full, starting with https:// (content/letter/foo.md, reading[0].url)',
      ],
    ],
    [
      'a piece of her reading list without her note',
      () =>
        write(
          'content/letter/foo.md',
          letter(1, '2026-11-16', {
            reading: '[{ title: A report, url: "https://agency.test/report", source: An agency }]',
          }),
        ),
      [
        'Tomorrow Letter › Issue 1 › Worth your time › link 1 › Your note is missing (content/letter/foo.md, reading[0].note)',
      ],
    ],
    [
      'six pieces in her reading list',
      () =>
        write(
          'content/letter/foo.md',
          letter(1, '2026-11-16', {
            reading: `[${Array(6).fill('{ title: A, url: "https://a.test/", source: S, note: N }').join(', ')}]`,
          }),
        ),
      [
        'Tomorrow Letter › Issue 1 › Worth your time holds more than 5 pieces (content/letter/foo.md, reading)',
      ],
    ],
    [
      'no frontmatter',
      () => write('content/essays/foo.md', 'Just text.\n'),
      [
        'Essays › foo has no frontmatter: the file must start with a line "---", the fields, and another "---" (content/essays/foo.md)',
      ],
    ],
    [
      'an empty body',
      () => write('content/essays/foo.md', essay({}, '\n')),
      [
        'Essays › Data gaps › Body is empty: write the post below the frontmatter (content/essays/foo.md, body)',
      ],
    ],
  ];
  for (const [what, arrange, expected] of cases)
    it(what, () => {
      arrange();
      assert.deepEqual(problems(), expected);
    });

  it('lists every problem of a file, not just the first', () => {
    write('content/essays/foo.md', essay({ title: undefined, category: '[Fiction]', publishedDate: 'soon' }));
    assert.deepEqual(problems(), [
      'Essays › foo › Title is missing (content/essays/foo.md, title)',
      'Essays › foo › Categories: "Fiction" is not one of Personal, Thesis, Future-Ready Kids, Global View (content/essays/foo.md, category[0])',
      'Essays › foo › Published date: "soon" is not a date written YYYY-MM-DD (content/essays/foo.md, publishedDate)',
    ]);
  });
});

describe('a placeholder address, in a publishing build (SITE_STRICT=1)', () => {
  it('is refused in a post’s fields and in its text, named as the editor names the field', () => {
    write(
      'content/letter/foo.md',
      letter(1, '2026-11-16', {
        reading:
          '[{ title: A report, url: "https://agency.example/report", source: An agency, note: Worth it. }]',
      }).replace('One idea.', 'One idea, from [a podcast](https://clinicalledger.example/episodes/1).'),
    );
    write('content/essays/foo.md', essay({}, 'The text, and [a real page](https://www.who.int/).\n'));
    assert.deepEqual(loadContent({ root, today, includeUnpublished: false, strict: true }).problems, [
      'Tomorrow Letter › Issue 1 › Worth your time › link 1 › Link: "https://agency.example/report" is a placeholder address (.example, which no site has): write your own, or remove it (content/letter/foo.md, reading[0].url)',
      'Tomorrow Letter › Issue 1 › Body: "https://clinicalledger.example/episodes/1" is a placeholder address (.example, which no site has): write your own, or remove it (content/letter/foo.md, body)',
    ]);
    // A build to try the site locally takes them.
    assert.deepEqual(problems(), []);
  });
});

describe('the names a post may not take', () => {
  /** The folders of the site's own routes beside the posts, through route groups like `(list)`. */
  const routeNames = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      if (!entry.isDirectory() || entry.name.startsWith('[')) return [];
      return entry.name.startsWith('(') ? routeNames(join(dir, entry.name)) : [entry.name];
    });

  for (const { route, reserved } of Object.values(postKinds))
    it(`include every route beside the posts under /${route}/, so a new one is added to the list`, () => {
      const names = routeNames(join(process.cwd(), 'app', route));
      assert.ok(names.length > 0);
      for (const name of names) assert.ok(reserved.includes(name), `/${route}/${name}/ is not reserved`);
    });
});
