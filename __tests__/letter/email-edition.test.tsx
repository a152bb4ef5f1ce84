// The email edition (emails/) of the newest issue and of a fixture using every kind of Markdown the
// loader allows: what email clients show (caniemail's data), absolute addresses, Kit's tags, a text twin,
// the page's words. One template serves every issue, so these two stand for all. Part of `npm run test:unit`.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { renderToStaticMarkup } from 'react-dom/server';
import {
  Body,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Img,
  Link,
  Preview,
  Section,
  Text,
} from '@react-email/components';
import { render } from '@react-email/render';
import { caniemail } from 'caniemail';
import { LetterIssue } from '@/components/letters/letter-issue';
import type { LetterIssue as Issue } from '@/lib/letters/letter-kind';
import { columnWidth } from '@/emails/email-style';
import { letterEdition, type LetterEdition } from '@/emails/letter-edition';
import { emailFrame, kitTags } from '@/emails/letter-email';
import { sitePalette } from '@/emails/site-palette';
import { decodeEntities, stripTags } from '@/lib/posts/plain-text-preview';
import { addresses, preheader, visibleWords } from './email-text';
import { renderedIssues } from './rendered-issues';

const siteRoot = process.cwd();
const siteUrl = 'https://maya.test';

/** Gmail (web and apps), Apple Mail, Outlook (caniemail has Windows, Windows Mail, Mac and the apps) and Yahoo. */
const clients: Parameters<typeof caniemail>[0]['clients'] = [
  'gmail.*',
  'apple-mail.*',
  'outlook.*',
  'yahoo.*',
];

/** Each thing caniemail says a client does not fully support in `html`, as "client: feature (support)". */
function findings(html: string): Set<string> {
  const { issues } = caniemail({ clients, html });
  const found = new Set<string>();
  for (const map of [issues.errors, issues.warnings])
    for (const [client, list] of map)
      for (const issue of list) found.add(`${client}: ${issue.title} (${issue.support})`);
  return found;
}

/**
 * The findings every React Email has before a line of ours: its skeleton of components (the
 * preheader, `<body>`, the centred column, a heading, text, a link, an image and a rule) with the
 * background colour and font every email sets.
 */
async function skeletonFindings() {
  const skeleton = (
    <Html lang="en">
      <Head />
      <Preview>A line for the inbox</Preview>
      <Body style={{ backgroundColor: '#ffffff', fontFamily: 'sans-serif' }}>
        <Container>
          <Section>
            <Heading as="h1">A heading</Heading>
            <Text>
              A paragraph with <Link href="https://example.org">a link</Link>.
            </Text>
            <Img src="https://example.org/a.png" alt="An image" width="100" height="50" />
            <Hr />
          </Section>
        </Container>
      </Body>
    </Html>
  );
  return findings(await render(skeleton));
}

/**
 * Findings beyond the skeleton whose every caniemail note is about something the email never
 * writes, each with the check that it does not: lists are partial only for `<ol reversed>` and
 * `<li value>`, mailto: links only for `bcc`.
 */
const notApplicable: Record<string, (html: string) => boolean> = {
  '<ul>, <ol> and <dl>': (html) => !/<ol\b[^>]*\breversed\b/.test(html) && !/<li\b[^>]*\bvalue=/.test(html),
  'mailto: links': (html) => !/href="mailto:[^"]*bcc=/i.test(html),
};

interface Case {
  issue: Issue;
  edition: LetterEdition;
}
const cases: Case[] = [];
let allowed = new Set<string>();

before(async () => {
  const palette = sitePalette(siteRoot);
  for (const { root, issues, problems } of renderedIssues(siteRoot)) {
    assert.deepEqual(problems, []);
    for (const issue of issues) {
      const file = `content/letter/${issue.slug}.md`;
      cases.push({ issue, edition: await letterEdition(issue, { root, file, siteUrl, palette }) });
    }
  }
  allowed = await skeletonFindings();
});

describe('the email edition of each issue', () => {
  it('covers the newest issue and the fixture, which has every kind of Markdown', () => {
    const fixture = cases.find(({ issue }) => issue.slug === 'what-a-monitoring-pilot-costs');
    assert.ok(fixture, 'the fixture issue was not rendered');
    for (const tag of [
      '<h2',
      '<h3',
      '<ul',
      '<ol',
      '<blockquote',
      '<table',
      '<img',
      '<hr',
      '<sup',
      '<code',
      '<del',
    ])
      assert.ok(fixture.edition.html.includes(tag), `the fixture's email has no ${tag}>`);
    assert.ok(cases.length > 1);
  });

  it('uses nothing the clients handle worse than React Email’s own skeleton', () => {
    for (const { issue, edition } of cases) {
      const beyond = [...findings(edition.html)].filter((finding) => !allowed.has(finding));
      for (const finding of beyond) {
        const feature = Object.keys(notApplicable).find((name) => finding.includes(`: ${name} (`));
        assert.ok(feature, `${issue.slug}: ${finding}`);
        assert.ok(notApplicable[feature](edition.html), `${issue.slug}: ${finding}, and the email uses it`);
      }
    }
  });

  it('is one column at most 600 px wide, styled inline, with no script, form, web font or style sheet', () => {
    for (const { issue, edition } of cases) {
      const { html } = edition;
      assert.match(html, new RegExp(`max-width:${columnWidth}px`), issue.slug);
      for (const [, width] of html.matchAll(/\swidth="(\d+)"/g))
        assert.ok(Number(width) <= columnWidth, `${issue.slug}: width="${width}"`);
      assert.doesNotMatch(html, /<(script|form|input|button|iframe|link|style)\b/i, issue.slug);
      assert.doesNotMatch(html, /@font-face|@import|\sclass=/i, issue.slug);
      assert.match(html, /<meta name="color-scheme" content="light"\/>/, issue.slug);
    }
  });

  it('has only absolute addresses, from the site’s address for its own pages and images', () => {
    for (const { issue, edition } of cases) {
      for (const { tag, attribute, value } of addresses(edition.html)) {
        if (value === kitTags.unsubscribeUrl) continue;
        assert.match(
          value,
          /^(https:\/\/[^/]+\/|mailto:)/,
          `${issue.slug}: <${tag} ${attribute}="${value}">`,
        );
        if (tag === 'img') assert.ok(value.startsWith(`${siteUrl}/`), `${issue.slug}: ${value}`);
      }
      assert.ok(
        addresses(edition.html).some(({ value }) => value === edition.webUrl),
        'no “Read it on the web”',
      );
      assert.equal(edition.webUrl, `${siteUrl}/tomorrow-letter/${issue.slug}/`);
    }
  });

  it('gives each image its alt text, width and height, no wider than the column', () => {
    const fixture = cases.find(({ issue }) => issue.slug === 'what-a-monitoring-pilot-costs')!;
    const images = [...fixture.edition.html.matchAll(/<img\b[^>]*>/g)].map(([tag]) => tag);
    assert.equal(images.length, 1);
    const [image] = images;
    assert.match(image, /alt="Bar chart: total cost per patient was \$265 in Hamilton/);
    // The file the build made from the photo for readers away from the site: absolute, one width.
    assert.match(image, new RegExp(`src="${siteUrl}/media/monitoring-costs-\\d+\\.[0-9a-f]+\\.png"`));
    // The file is 1200×675: set at the column's width, at its own proportions.
    const width = Number(/width="(\d+)"/.exec(image)?.[1]);
    const height = Number(/height="(\d+)"/.exec(image)?.[1]);
    assert.ok(width > 400 && width < columnWidth, `width ${width}`);
    assert.equal(height, Math.round((675 * width) / 1200));
  });

  it('carries both of Kit’s tags: the reader’s unsubscribe link and the sender’s address', () => {
    for (const { issue, edition } of cases) {
      assert.ok(
        addresses(edition.html).some(({ tag, value }) => tag === 'a' && value === kitTags.unsubscribeUrl),
        issue.slug,
      );
      assert.ok(visibleWords(edition.html).join(' ').includes(kitTags.address), issue.slug);
    }
  });

  it('has the summary as its hidden preheader', () => {
    for (const { issue, edition } of cases) {
      assert.equal(edition.previewText, issue.summary);
      // React Email cuts a long one to the 150 characters an inbox has room for.
      const line = preheader(edition.html) ?? '';
      assert.ok(line.length >= Math.min(issue.summary.length, 100), `${issue.slug}: “${line}”`);
      assert.ok(issue.summary.startsWith(line), `${issue.slug}: “${line}”`);
      assert.ok(
        !visibleWords(edition.html).join(' ').includes(issue.summary),
        `${issue.slug}: the preheader shows`,
      );
    }
  });

  it('has a plain-text twin that writes out every link of the HTML', () => {
    for (const { issue, edition } of cases) {
      for (const { tag, value } of addresses(edition.html)) {
        if (tag !== 'a') continue;
        const written = value.startsWith('mailto:') ? value.slice('mailto:'.length) : value;
        assert.ok(edition.text.includes(written), `${issue.slug}: the text has no ${written}`);
      }
      assert.match(edition.text, new RegExp(issue.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i'));
    }
  });

  it('ends with her reading list: each piece linked by its title, with its source and her note', () => {
    const listed = cases.filter(({ issue }) => issue.reading?.length);
    assert.ok(listed.some(({ issue }) => issue.slug === 'what-a-monitoring-pilot-costs'));
    for (const { issue, edition } of listed) {
      const links = [...edition.html.matchAll(/<a\b[^>]*href="([^"]+)"[^>]*>([\s\S]*?)<\/a>/g)].map(
        ([, href, text]) => ({ href: decodeEntities(href), text: decodeEntities(stripTags(text)) }),
      );
      const words = visibleWords(edition.html).join(' ');
      const end = words.lastIndexOf('worth your time');
      assert.ok(end > 0, `${issue.slug}: no “worth your time”`);
      for (const pick of issue.reading ?? []) {
        assert.ok(
          links.some(({ href, text }) => href === pick.url && text === pick.title),
          `${issue.slug}: ${pick.title} is not linked to ${pick.url}`,
        );
        for (const said of [pick.source, pick.note])
          assert.ok(words.slice(end).includes(said), `${issue.slug}: no “${said}” after the heading`);
        assert.ok(edition.text.includes(pick.url), `${issue.slug}: the text twin has no ${pick.url}`);
        assert.ok(
          edition.text.includes(pick.note),
          `${issue.slug}: the text twin has no note for ${pick.title}`,
        );
      }
    }
  });

  it('reads word for word as the issue’s page, between the masthead and the links below it', () => {
    const words = (text: string) => text.split(/\s+/).filter(Boolean);
    const before = words(emailFrame.masthead);
    const after = [
      emailFrame.webLink,
      ...emailFrame.forwarded,
      ...emailFrame.unsubscribe,
      kitTags.address,
    ].flatMap(words);
    for (const { issue, edition } of cases) {
      // The page as the site renders it (the page's own component), as published.
      const page = renderToStaticMarkup(
        <LetterIssue issue={{ ...issue, status: undefined }} titleLevel="h1" />,
      );
      assert.deepEqual(visibleWords(edition.html), [...before, ...visibleWords(page), ...after], issue.slug);
    }
  });
});
