import { expect, test, type Page } from './fixtures';
import { letterIssues } from '@/lib/letters/letter-issues';
import { letterPage, profile } from '@/lib/site/site-content';
import { issuePath, latestIssue } from '@/lib/letters/letter-kind';
import { expectReadingList, issueHeadings, paragraphs } from './letter-text';
import { watchConsole } from './page-checks';
import { stubKit } from './third-party-stubs';

const welcome = 'Welcome to the Tomorrow Letter! Check your inbox for the confirmation email.';
const sampleIssue = latestIssue(letterIssues)!;

const hero = (page: Page) => page.getByRole('region', { name: 'Join the Tomorrow Letter' });
const closing = (page: Page) => page.getByRole('region', { name: 'Get next Monday’s issue' });

test.describe('Tomorrow Letter signups', () => {
  test('the hero form welcomes the reader and leaves the second form as it was', async ({ page }) => {
    const problems = watchConsole(page);
    const sent = await stubKit(page);
    await page.goto('/tomorrow-letter/');
    await hero(page).getByRole('textbox', { name: 'Email address' }).fill('reader@example.com');
    await hero(page).getByRole('button', { name: 'Join the letter' }).click();

    await expect(hero(page).getByRole('status')).toHaveText(welcome);
    await expect(hero(page).getByRole('textbox', { name: 'Email address' })).toHaveCount(0);
    expect(sent.map((request) => request.postDataJSON())).toEqual([
      expect.objectContaining({ email: 'reader@example.com' }),
    ]);

    await expect(closing(page)).toBeVisible();
    await expect(closing(page).getByRole('textbox', { name: 'Email address' })).toHaveValue('');
    await expect(closing(page).getByRole('button', { name: 'Subscribe' })).toBeEnabled();
    expect(problems).toEqual([]);
  });

  test('the second form welcomes the reader and its section is hidden after success', async ({ page }) => {
    const problems = watchConsole(page);
    const sent = await stubKit(page);
    await page.goto('/tomorrow-letter/');
    await closing(page).getByRole('textbox', { name: 'Email address' }).fill('second@example.com');
    await closing(page).getByRole('button', { name: 'Subscribe' }).click();

    const confirmation = page.getByRole('status').filter({ hasText: welcome });
    await expect(confirmation).toHaveCount(1);
    await expect(confirmation).toBeVisible();
    await expect(confirmation).toBeFocused();
    await expect(page.getByRole('heading', { name: 'Get next Monday’s issue' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Subscribe' })).toBeHidden();
    expect(sent.map((request) => request.postDataJSON())).toEqual([
      expect.objectContaining({ email: 'second@example.com' }),
    ]);

    await expect(hero(page).getByRole('textbox', { name: 'Email address' })).toBeVisible();
    await expect(hero(page).getByRole('status')).toHaveText('');
    expect(problems).toEqual([]);
  });

  test('the second section stays, with the address kept, when Kit refuses the signup', async ({ page }) => {
    await stubKit(page, 500);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/tomorrow-letter/');
    const email = closing(page).getByRole('textbox', { name: 'Email address' });
    await email.fill('second@example.com');
    await closing(page).getByRole('button', { name: 'Subscribe' }).click();

    await expect.poll(() => errors.some((text) => text.includes('Subscription error'))).toBe(true);
    await expect(closing(page)).toBeVisible();
    await expect(email).toHaveValue('second@example.com');
    await expect(page.getByText(welcome)).toHaveCount(0);
  });
});

test.describe('Tomorrow Letter content', () => {
  test('three weekly benefits and the newest issue, whole, as the sample', async ({ page }) => {
    await page.goto('/tomorrow-letter/');
    const benefits = page.getByRole('region', { name: "What You'll Get Every Week" });
    await expect(benefits.getByRole('heading', { level: 3 })).toHaveText(
      letterPage.benefits.map((card) => card.title),
    );

    const issue = page.getByRole('region', { name: 'A sample issue' }).getByRole('article');
    await expect(issue.getByRole('heading', { level: 3 })).toHaveText(sampleIssue.title);
    await expect(issue).toContainText(`Issue ${sampleIssue.number}`);
    await expect(issue.locator('time')).toHaveAttribute('datetime', sampleIssue.publishedDate);
    // Her sections, then what she recommends, each piece linked where it is.
    await expect(issue.getByRole('heading', { level: 4 })).toHaveText(issueHeadings(sampleIssue));
    for (const paragraph of paragraphs(sampleIssue.body)) {
      await expect(issue).toContainText(paragraph);
    }
    await expectReadingList(issue, sampleIssue);
    await expect(issue).toContainText(`${letterPage.signOff}\n${profile.signature}`, { useInnerText: true });
    expect(sampleIssue.number).toBe(Math.max(...letterIssues.map((entry) => entry.number)));
  });

  test('next to the sample issue, links to its own page and to the archive', async ({ page }) => {
    await page.goto('/tomorrow-letter/');
    const sample = page.getByRole('region', { name: 'A sample issue' });
    await sample.getByRole('link', { name: `Read issue ${sampleIssue.number} on its own page` }).click();
    await expect(page).toHaveURL(`${issuePath(sampleIssue)}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(sampleIssue.title);

    await page.goto('/tomorrow-letter/');
    await sample.getByRole('link', { name: 'Browse every issue in the archive' }).click();
    await expect(page).toHaveURL('/tomorrow-letter/archive/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Tomorrow Letter archive');
  });

  test('three reader testimonials, each with quote, author and title', async ({ page }) => {
    await page.goto('/tomorrow-letter/');
    const quotes = page.getByRole('region', { name: 'What readers say' }).getByRole('figure');
    await expect(quotes).toHaveCount(3);
    for (const [index, testimonial] of letterPage.testimonials.entries()) {
      const figure = quotes.nth(index);
      await expect(figure.locator('blockquote')).toHaveText(`“${testimonial.quote}”`);
      await expect(figure.locator('figcaption')).toContainText(testimonial.author);
      await expect(figure.locator('figcaption')).toContainText(testimonial.title);
    }
  });

  // SPEC's three (2,500+ weekly readers, 47 issues published, 92% open rate) are the seed's, held
  // in __tests__/components/spec-content.test.tsx; hers change every month.
  test('the stats read as her figures, each its value then its label', async ({ page }) => {
    await page.goto('/tomorrow-letter/');
    const stats = page.getByRole('region', { name: 'The letter in numbers' }).getByRole('listitem');
    await expect(stats).toHaveText(letterPage.stats.map((stat) => `${stat.value} ${stat.label}`));
  });
});
