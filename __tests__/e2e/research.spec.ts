import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { briefs } from '@/content/briefs';
import { briefsNewestFirst, briefsWithTag, distinctTags, formatFileSize } from '@/lib/briefs';

const outDir = join(process.cwd(), 'out');
const tags = distinctTags(briefs);
const newestFirst = briefsNewestFirst(briefs).map((brief) => brief.title);
const thanks = "Thanks for your request! I'll be in touch within 48 hours.";

function pills(page: Page) {
  return page.getByRole('group', { name: 'Filter briefs by tag' }).getByRole('button');
}

function shownTitles(page: Page) {
  return page.getByRole('article').getByRole('heading', { level: 2 });
}

test.describe('research filter', () => {
  test('offers All and every tag, sorted case-insensitively, as toggle buttons', async ({ page }) => {
    await page.goto('/research/');
    await expect(pills(page)).toHaveText(['All', ...tags]);
    expect(tags).toEqual([...tags].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    await expect(pills(page).first()).toHaveAttribute('aria-pressed', 'true');
    for (const pill of await pills(page).all())
      await expect(pill).toHaveAttribute('aria-pressed', /true|false/);
    await expect(shownTitles(page)).toHaveText(newestFirst);
  });

  test('each tag shows only its briefs, is mirrored in ?tag= and survives a reload', async ({ page }) => {
    await page.goto('/research/');
    for (const tag of tags) {
      await page
        .getByRole('group', { name: 'Filter briefs by tag' })
        .getByRole('button', { name: tag })
        .click();
      await expect(page.getByRole('button', { name: tag, exact: true })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(page.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
      await expect(shownTitles(page)).toHaveText(
        briefsWithTag(briefsNewestFirst(briefs), tag).map((b) => b.title),
      );
      expect(new URL(page.url()).searchParams.get('tag')).toBe(tag);
    }

    const tag = tags[0];
    await page.goto(`/research/?tag=${encodeURIComponent(tag)}`);
    await page.reload();
    await expect(page.getByRole('button', { name: tag, exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(shownTitles(page)).toHaveCount(briefsWithTag(briefs, tag).length);

    await page.getByRole('button', { name: 'All' }).click();
    await expect(shownTitles(page)).toHaveText(newestFirst);
    expect(new URL(page.url()).search).toBe('');
  });

  test('an unknown tag in the address falls back to All', async ({ page }) => {
    await page.goto('/research/?tag=Astrology');
    await expect(page.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    await expect(shownTitles(page)).toHaveCount(6);
  });
});

test.describe('research without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the exported page holds all six cards, readable as they are', async ({ page }) => {
    const html = readFileSync(join(outDir, 'research', 'index.html'), 'utf8');
    expect(html.match(/<article/g)).toHaveLength(6);
    for (const brief of briefs) {
      expect(html).toContain(brief.title);
      expect(html).toContain(`href="${brief.pdfFile}"`);
    }
    await page.goto('/research/');
    await expect(shownTitles(page)).toHaveText(newestFirst);
  });
});

test.describe('brief cards and their PDFs', () => {
  test('every pdfFile is a real PDF in the export, served as application/pdf', async ({ request }) => {
    for (const brief of briefs) {
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
    for (const brief of briefs) {
      const card = page
        .getByRole('article')
        .filter({ has: page.getByRole('heading', { name: brief.title }) });
      await expect(card.locator('time')).toHaveAttribute('datetime', brief.publishedDate);
      await expect(card).toContainText(brief.summary);
      await expect(card.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText([
        ...brief.tags,
      ]);
      const size = formatFileSize(statSync(join(outDir, brief.pdfFile)).size);
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
    await page.getByRole('link', { name: `of ${brief.title}, opens in a new tab` }).click();
    const tab = await popup;
    await expect.poll(() => new URL(tab.url()).pathname).toBe(brief.pdfFile);
    expect(page.url()).toContain('/research/');
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

  test('on submit logs the request, clears the fields and thanks the visitor', async ({ page }) => {
    const logged: { type: string; text: string }[] = [];
    page.on('console', (message) => logged.push({ type: message.type(), text: message.text() }));
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
    const entry = logged.find((line) => line.text.includes('research-request submitted'));
    expect(entry?.type).toBe('log');
    expect(entry?.text).toContain('founder@example.com');
    expect(entry?.text).toContain('endometriosis');
  });
});
