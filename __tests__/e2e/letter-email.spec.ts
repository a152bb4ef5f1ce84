// The email edition in Chromium: the newest issue and the fixture issue fit a 375 px phone and the 600 px
// column without sideways scrolling, and the newest issue's email reads as its page. Every issue's email
// is checked without a browser in __tests__/letter/email-edition.test.tsx.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from './fixtures';
import { emailFrame, kitTags } from '@/emails/letter-email';
import { letterIssues } from '@/lib/letters/letter-issues';
import { issuePath, latestIssue } from '@/lib/letters/letter-kind';

const siteRoot = process.cwd();
const fixture = join(siteRoot, '__tests__', 'fixtures', 'letter');
const sample = latestIssue(letterIssues)!;
const fixtureSlug = 'what-a-monitoring-pilot-costs';

/** Writes an issue's email with `npm run letter`, its links pointing at the site under test. */
function emailOf(slug: string, root: string, siteUrl: string): string {
  const tsx = join(siteRoot, 'node_modules', 'tsx', 'dist', 'cli.mjs');
  execFileSync(
    process.execPath,
    [tsx, '--tsconfig', 'tsconfig.node.json', 'scripts/letter.ts', slug, '--no-open', '--root', root],
    { cwd: siteRoot, env: { ...process.env, CI: 'true', NEXT_PUBLIC_SITE_URL: siteUrl }, stdio: 'pipe' },
  );
  return readFileSync(join(root, '.letter', slug, 'email.html'), 'utf8');
}

const emails = new Map<string, string>();
let fixtureRoot = '';

test.beforeAll(async ({ baseURL }) => {
  fixtureRoot = mkdtempSync(join(tmpdir(), 'letter-email-'));
  cpSync(fixture, fixtureRoot, { recursive: true });
  emails.set(sample.slug, emailOf(sample.slug, siteRoot, baseURL!));
  emails.set(fixtureSlug, emailOf(fixtureSlug, fixtureRoot, baseURL!));
});
test.afterAll(() => rmSync(fixtureRoot, { recursive: true, force: true }));

async function showEmail(page: Page, slug: string) {
  // The fixture's chart is not part of the site: its files are stood in for by the original.
  await page.route('**/media/monitoring-costs-*', (route) =>
    route.fulfill({ path: join(fixture, 'content', 'letter', 'monitoring-costs.png') }),
  );
  await page.setContent(emails.get(slug)!, { waitUntil: 'load' });
}

for (const slug of [sample.slug, fixtureSlug]) {
  for (const width of [375, 600]) {
    test(`${slug === fixtureSlug ? 'the fixture issue' : 'the newest issue'} fits ${width} px with nothing to scroll sideways`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await showEmail(page, slug);
      const layout = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        wider: [...document.body.querySelectorAll('*')]
          .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
          .map((element) => element.outerHTML.slice(0, 80)),
        images: [...document.images].map((image) => ({ loaded: image.naturalWidth > 0, width: image.width })),
      }));
      expect(layout.scrollWidth).toBeLessThanOrEqual(width);
      expect(layout.wider).toEqual([]);
      for (const image of layout.images) {
        expect(image.loaded).toBe(true);
        expect(image.width).toBeLessThanOrEqual(width);
      }
    });
  }
}

test('the newest issue’s email has the words of its page, in order, between its masthead and footer', async ({
  page,
}) => {
  const words = (text: string) => text.toLowerCase().split(/\s+/).filter(Boolean);
  await page.goto(`${issuePath(sample)}/`);
  // innerText: the words as shown, after the site's CSS sets a line in capitals or hides a label.
  const article = words(await page.getByRole('article').innerText());
  // Off the site, whose Content-Security-Policy would block the email's inline styles.
  await page.goto('about:blank');
  await showEmail(page, sample.slug);
  const email = words(await page.locator('body').innerText());
  const after = [emailFrame.webLink, ...emailFrame.forwarded, ...emailFrame.unsubscribe, kitTags.address];
  expect(email).toEqual([...words(emailFrame.masthead), ...article, ...after.flatMap(words)]);
});
