import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from './fixtures';
import { briefs } from '@/lib/briefs/briefs';
import { briefFigures } from '@/lib/briefs/brief-validation';
import { blockTexts } from '@/lib/text/prose-text';
import { figureTable } from '@/lib/briefs/brief-figures';
import {
  adjacentBriefs,
  briefList,
  briefPath,
  briefsNewestFirst,
  briefsWithTag,
  distinctTags,
  pdfSizeLabel,
} from '@/lib/briefs/brief-kind';
import { listPageSize } from '@/lib/posts/list-pages';
import { documentTitle } from '@/lib/site/seo';
import { expectNoAxeViolations, stubThirdParties, watchConsole } from './page-checks';
import { sample, viewports } from './routes';
import { sentFields, stubFormspree } from './third-party-stubs';

const outDir = join(process.cwd(), 'out');
const tags = distinctTags(briefs);
const list = briefList(briefs);
const firstPage = briefsNewestFirst(briefs).slice(0, listPageSize.briefs);
/** What the download link says of the brief's PDF in the export: its size, and its pages if it is her own. */
const sizeOf = (brief: (typeof briefs)[number]) =>
  pdfSizeLabel(statSync(join(outDir, brief.pdfFile)).size, brief.ownPdf?.pages);
const thanks = "Thanks for your request! I'll be in touch within 48 hours.";

const pills = (page: Page) => page.getByRole('navigation', { name: 'Filter briefs by tag' });
const pill = (page: Page, name: string) => pills(page).getByRole('link', { name, exact: true });
const shownTitles = (page: Page) => page.getByRole('article').getByRole('heading', { level: 2 });
const titlesWith = (tag: string) =>
  briefsWithTag(briefsNewestFirst(briefs), tag)
    .slice(0, listPageSize.briefs)
    .map((brief) => brief.title);

test.describe('research filter', () => {
  test('offers All and every tag, sorted case-insensitively, as links with All current', async ({ page }) => {
    await page.goto('/research/');
    await expect(pills(page).getByRole('link')).toHaveText(['All', ...tags]);
    expect(tags).toEqual([...tags].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    await expect(pill(page, 'All')).toHaveAttribute('aria-current', 'page');
    await expect(pills(page).locator('[aria-current]')).toHaveCount(1);
    await expect(shownTitles(page)).toHaveText(firstPage.map((brief) => brief.title));
  });

  test('a tag shows only its briefs at its own address, which survives a reload', async ({ page }) => {
    await page.goto('/research/');
    for (const tag of sample(tags)) {
      await pill(page, tag).click();
      await expect(page).toHaveURL(`${list.filterBase(tag)}/`);
      await expect(pill(page, tag)).toHaveAttribute('aria-current', 'page');
      await expect(pill(page, tag)).toBeFocused();
      await expect(pill(page, 'All')).not.toHaveAttribute('aria-current');
      await expect(shownTitles(page)).toHaveText(titlesWith(tag));
    }
    await page.reload();
    await expect(pill(page, tags.at(-1)!)).toHaveAttribute('aria-current', 'page');
    await pill(page, 'All').click();
    await expect(page).toHaveURL('/research/');
    await expect(shownTitles(page)).toHaveText(firstPage.map((brief) => brief.title));
  });

  test('an address from before, ?tag=, lands on the tag’s page; an unknown tag falls back to All', async ({
    page,
  }) => {
    await page.goto(`/research/?tag=${encodeURIComponent(tags[0])}`);
    await expect(page).toHaveURL(`${list.filterBase(tags[0])}/`);
    await expect(shownTitles(page)).toHaveText(titlesWith(tags[0]));
    await page.goto('/research/?tag=Astrology');
    await expect(pill(page, 'All')).toHaveAttribute('aria-current', 'page');
    await expect(shownTitles(page)).toHaveCount(firstPage.length);
  });
});

test.describe('research without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the exported list holds its cards, readable as they are, and the pills lead to each tag', async ({
    page,
  }) => {
    const html = readFileSync(join(outDir, 'research', 'index.html'), 'utf8');
    expect(html.match(/<article/g)).toHaveLength(firstPage.length);
    for (const brief of firstPage) {
      expect(html).toContain(brief.title);
      expect(html).toContain(`href="${brief.pdfFile}"`);
    }
    await page.goto('/research/');
    await expect(shownTitles(page)).toHaveText(firstPage.map((brief) => brief.title));
    await pill(page, tags[0]).click();
    await expect(pill(page, tags[0])).toHaveAttribute('aria-current', 'page');
    await expect(shownTitles(page)).toHaveText(titlesWith(tags[0]));
  });
});

test.describe('brief cards and their PDFs', () => {
  test('every pdfFile is a real PDF in the export, served as application/pdf', async ({ request }) => {
    for (const brief of sample(briefsNewestFirst(briefs))) {
      const file = readFileSync(join(outDir, brief.pdfFile));
      expect(file.subarray(0, 5).toString('latin1'), brief.pdfFile).toBe('%PDF-');
      const response = await request.get(brief.pdfFile);
      expect(response.status(), brief.pdfFile).toBe(200);
      expect(response.headers()['content-type']).toBe('application/pdf');
      expect((await response.body()).equals(file)).toBe(true);
    }
  });

  test('each card shows its date, summary and tags, and a PDF link with the file size', async ({ page }) => {
    await page.goto('/research/');
    for (const brief of sample(firstPage)) {
      const card = page
        .getByRole('article')
        .filter({ has: page.getByRole('heading', { name: brief.title }) });
      await expect(card.locator('time')).toHaveAttribute('datetime', brief.publishedDate);
      await expect(card).toContainText(brief.summary);
      await expect(card.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText([
        ...brief.tags,
      ]);
      const size = sizeOf(brief);
      const link = card.getByRole('link', { name: /Download PDF/ });
      await expect(link).toHaveAttribute('href', brief.pdfFile);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /\bnoopener\b/);
      await expect(link).toContainText(`(${size})`);
      await expect(link).toHaveAccessibleName(`Download PDF (${size}) of ${brief.title}, opens in a new tab`);
    }
  });

  test('the PDF link opens the brief in a new tab', async ({ page }) => {
    await page.goto('/research/');
    const [brief] = briefsNewestFirst(briefs);
    const popup = page.waitForEvent('popup');
    // The tab's own request: a browser without a PDF viewer (the tests' headless Chromium) downloads it.
    const fetched = page
      .context()
      .waitForEvent('request', (request) => new URL(request.url()).pathname === brief.pdfFile);
    await page.getByRole('link', { name: `of ${brief.title}, opens in a new tab` }).click();
    const tab = await popup;
    expect((await fetched).frame().page()).toBe(tab);
    expect(page.url()).toContain('/research/');
  });
});

test.describe('brief pages', () => {
  test('each card’s title leads to the brief’s page', async ({ page }) => {
    await page.goto('/research/');
    const [brief] = briefsNewestFirst(briefs);
    await page.getByRole('article').getByRole('link', { name: brief.title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${briefPath(brief)}/$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(brief.title);
  });

  for (const brief of sample(briefsNewestFirst(briefs))) {
    test(`${brief.slug}: text, figures with their data, PDF download and neighbours`, async ({ page }) => {
      const problems = watchConsole(page);
      await page.goto(`${briefPath(brief)}/`);
      // The document title fits in search results; the heading stays whole.
      await expect(page).toHaveTitle(documentTitle(brief.title));
      const article = page.getByRole('article');
      await expect(article.getByRole('heading', { level: 1 })).toHaveText(brief.title);
      await expect(article.locator('time').first()).toHaveAttribute('datetime', brief.publishedDate);
      await expect(article.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText([
        ...brief.tags,
      ]);
      await expect(article).toContainText(brief.summary);
      for (const contributor of brief.contributors ?? []) await expect(article).toContainText(contributor);
      for (const section of brief.sections) {
        const region = article.getByRole('region', { name: section.heading });
        await expect(region).toBeVisible();
        for (const part of section.parts)
          for (const block of 'prose' in part ? part.prose : [])
            for (const words of blockTexts(block))
              if ('p' in block) await expect(region).toContainText(words);
              else await expect(region.getByRole('listitem')).toContainText([words]);
      }

      const figures = briefFigures(brief);
      await expect(article.getByRole('figure')).toHaveCount(figures.length);
      for (const [index, figure] of figures.entries()) {
        const shown = article.getByRole('figure', { name: `Figure ${index + 1}. ${figure.title}` });
        await expect(shown).toContainText(figure.caption);
        await expect(shown).toContainText(`Source: ${figure.source}`);
        if (figure.kind !== 'table') {
          const chart = shown.getByRole('img', { name: figure.title, exact: true });
          await expect(chart).toBeVisible();
          await expect(chart).toHaveAccessibleDescription(figure.alt);
          const box = await chart.boundingBox();
          const frame = await shown.boundingBox();
          expect(box!.width).toBeLessThanOrEqual(frame!.width);
        }
        const { columns, rows } = figureTable(figure);
        const table = shown.getByRole('table');
        await expect(table.getByRole('columnheader')).toHaveText([...columns]);
        await expect(table.locator('tbody tr')).toHaveCount(rows.length);
        for (const [r, row] of rows.entries()) {
          await expect(
            table
              .locator('tbody tr')
              .nth(r)
              .getByRole('cell')
              .or(table.locator('tbody tr').nth(r).getByRole('rowheader')),
          ).toHaveText([...row]);
        }
      }

      const size = sizeOf(brief);
      const link = article.getByRole('link', { name: `Download PDF (${size})` });
      const download = page.waitForEvent('download');
      await link.click();
      const file = await (await download).path();
      expect(readFileSync(file).equals(readFileSync(join(outDir, brief.pdfFile)))).toBe(true);

      const { previous, next } = adjacentBriefs(briefs, brief.slug);
      const pager = page.getByRole('navigation', { name: 'More briefs' });
      if (previous)
        await expect(pager.getByRole('link', { name: /Previous brief/ })).toHaveAttribute(
          'href',
          `${briefPath(previous)}/`,
        );
      if (next)
        await expect(pager.getByRole('link', { name: /Next brief/ })).toHaveAttribute(
          'href',
          `${briefPath(next)}/`,
        );
      await expect(page.getByRole('region', { name: 'Request Deeper Analysis' })).toBeVisible();
      expect(problems).toEqual([]);
    });
  }

  test('a data table wider than a 320 px screen scrolls in its own box, by keyboard too', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 720 });
    const brief = briefsNewestFirst(briefs).find((brief) => briefFigures(brief).length)!;
    await page.goto(`${briefPath(brief)}/`);
    const shown = page.getByRole('figure').first();
    const table = shown.getByRole('table');
    // Whatever today's figures hold, make this one's data wider than the screen.
    await table.evaluate((element) => (element.style.minWidth = '40rem'));
    const box = shown.getByRole('region', { name: (await table.locator('caption').textContent())! });
    expect(await page.evaluate(() => document.documentElement.scrollWidth), 'the page itself fits').toBe(320);

    // Tab from the stop before it in the page's order reaches the box; the arrow keys then scroll it.
    await box.evaluate((region) => {
      const stops = [
        ...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex]'),
      ].filter((element) => element.tabIndex >= 0 && element.checkVisibility());
      stops[stops.indexOf(region as HTMLElement) - 1]!.focus();
    });
    await page.keyboard.press('Tab');
    await expect(box).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => box.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    expect(await page.evaluate(() => scrollX)).toBe(0);
  });

  for (const viewport of viewports) {
    test(`brief pages pass axe and fit the screen at ${viewport.width} px`, async ({ page, baseURL }) => {
      await stubThirdParties(page, baseURL!);
      await page.setViewportSize(viewport);
      for (const brief of sample(briefsNewestFirst(briefs))) {
        await page.goto(`${briefPath(brief)}/`);
        await expectNoAxeViolations(page);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, brief.slug).toBeLessThanOrEqual(0);
      }
    });
  }

  test('the research request form works on a brief page too', async ({ page }) => {
    const sent = await stubFormspree(page);
    await page.goto(`${briefPath(briefs[0])}/`);
    const form = page.getByRole('region', { name: 'Request Deeper Analysis' });
    await form.getByRole('textbox', { name: 'Email' }).fill('founder@example.com');
    await form.getByRole('textbox', { name: 'What should I research?' }).fill('More on this market map.');
    await form.getByRole('button', { name: 'Send request' }).click();
    await expect(form.getByRole('status')).toHaveText(thanks);
    expect((await sentFields(sent[0])).requestMessage).toBe('More on this market map.');
  });
});

test.describe('Request Deeper Analysis', () => {
  function form(page: Page) {
    return page.getByRole('region', { name: 'Request Deeper Analysis' });
  }

  test('asks for a valid email and a message before sending anything', async ({ page }) => {
    const logged: string[] = [];
    page.on('console', (message) => logged.push(message.text()));
    await page.goto('/research/');
    const email = form(page).getByRole('textbox', { name: 'Email' });
    const request = form(page).getByRole('textbox', { name: 'What should I research?' });
    await expect(email).toHaveAttribute('type', 'email');
    await expect(email).toHaveAttribute('required', '');
    await expect(request).toHaveAttribute('required', '');

    await form(page).getByRole('button', { name: 'Send request' }).click();
    expect(await email.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
    await email.fill('not-an-email');
    await request.fill('Postpartum monitoring payers');
    await form(page).getByRole('button', { name: 'Send request' }).click();
    expect(await email.evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(true);
    await email.fill('founder@example.com');
    await request.fill('');
    await form(page).getByRole('button', { name: 'Send request' }).click();
    expect(await request.evaluate((area: HTMLTextAreaElement) => area.validity.valueMissing)).toBe(true);

    await expect(form(page).getByRole('status')).toHaveText('');
    expect(logged.filter((text) => text.includes('research-request'))).toEqual([]);
  });

  test('on submit sends the request to the forms service, clears the fields and thanks the visitor', async ({
    page,
  }) => {
    const sent = await stubFormspree(page);
    await page.goto('/research/');
    const email = form(page).getByRole('textbox', { name: 'Email' });
    const request = form(page).getByRole('textbox', { name: 'What should I research?' });
    await email.fill('founder@example.com');
    await request.fill('A market map of AI tools for endometriosis diagnosis in Canada.');
    await form(page).getByRole('button', { name: 'Send request' }).click();

    await expect(form(page).getByRole('status')).toHaveText(thanks);
    await expect(email).toHaveValue('');
    await expect(request).toHaveValue('');
    await expect(form(page).getByRole('alert')).toHaveText('');
    expect(sent).toHaveLength(1);
    expect(await sentFields(sent[0])).toMatchObject({
      _subject: 'Research request from your-site.example',
      email: 'founder@example.com',
      requestMessage: 'A market map of AI tools for endometriosis diagnosis in Canada.',
    });
  });
});
