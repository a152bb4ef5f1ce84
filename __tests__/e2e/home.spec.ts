import { expect, test, type Page } from './fixtures';
import { essays } from '@/lib/essays/essays';
import { homePage } from '@/lib/site/site-content';
import { formatDisplayDate } from '@/lib/time/dates';
import { latestEssay } from '@/lib/essays/essay-kind';
import { siteConfig } from '@/lib/site/site-config';
import { watchConsole } from './page-checks';
import { stubKit } from './third-party-stubs';

const successMessage = 'Check your inbox for the Tomorrow Lens.';
const email = 'reader@example.com';
const latest = latestEssay(essays)!;

const signup = (page: Page) => page.getByRole('region', { name: 'The Tomorrow Letter' });
const emailField = (page: Page) => signup(page).getByRole('textbox', { name: 'Email address' });

function consoleErrors(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') messages.push(message.text());
  });
  return messages;
}

test.describe('hero', () => {
  test('Read the Latest Thesis goes to the essays', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'Read the Latest Thesis' }).click();
    await expect(page).toHaveURL('/essays/');
  });

  for (const motion of ['no-preference', 'reduce'] as const) {
    test(`Join the Tomorrow Letter scrolls to the signup and focuses it (${motion} motion)`, async ({
      page,
    }) => {
      await page.emulateMedia({ reducedMotion: motion });
      await page.addInitScript(() => {
        const calls: unknown[] = [];
        Object.assign(window, { scrollCalls: calls });
        const original = Element.prototype.scrollIntoView;
        Element.prototype.scrollIntoView = function (
          this: Element,
          options?: boolean | ScrollIntoViewOptions,
        ) {
          calls.push({ id: this.id, options });
          original.call(this, options);
        };
      });
      await page.setViewportSize({ width: 375, height: 812 });
      await page.goto('/');
      await expect(signup(page)).not.toBeInViewport();

      await page.getByRole('link', { name: 'Join the Tomorrow Letter' }).click();
      await expect(emailField(page)).toBeFocused();
      await expect(signup(page).getByRole('heading', { name: 'The Tomorrow Letter' })).toBeInViewport();
      const calls = await page.evaluate(() => (window as unknown as { scrollCalls: unknown[] }).scrollCalls);
      expect(calls).toEqual([
        { id: 'signup', options: { behavior: motion === 'reduce' ? 'instant' : 'smooth', block: 'start' } },
      ]);
    });
  }
});

test('Why I Invest shows her cards', async ({ page }) => {
  await page.goto('/');
  const section = page.getByRole('region', { name: 'Why I Invest' });
  await expect(section.getByRole('heading', { level: 3 })).toHaveText(
    homePage.whyIInvest.map((card) => card.title),
  );
  for (const card of homePage.whyIInvest) await expect(section).toContainText(card.body);
});

test('the Latest Essay card shows the newest essay in full and Read more leads to the essays', async ({
  page,
}) => {
  await page.goto('/');
  const card = page.getByRole('region', { name: 'Latest Essay' }).getByRole('article');
  await expect(card).toHaveCount(1);
  const image = card.getByRole('img', { name: latest.featureImage.alt });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(card.getByRole('list', { name: 'Categories' }).getByRole('listitem')).toHaveText([
    ...latest.category,
  ]);
  const title = card.getByRole('heading', { level: 3, name: latest.title });
  await expect(title.getByRole('link')).toHaveAttribute('href', `/essays/${latest.slug}/`);
  await expect(card).toContainText(latest.summary);
  await expect(card.locator(`time[datetime="${latest.publishedDate}"]`)).toHaveText(
    formatDisplayDate(latest.publishedDate),
  );
  await expect(card).toContainText(`${latest.readTime} min read`);

  await card.getByRole('link', { name: 'Read more' }).click();
  await expect(page).toHaveURL('/essays/');
});

test('the Latest Essay title opens its essay page', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('region', { name: 'Latest Essay' }).getByRole('link', { name: latest.title }).click();
  await expect(page).toHaveURL(`/essays/${latest.slug}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(latest.title);
});

test.describe('Tomorrow Letter signup', () => {
  test('posts the email to Kit, shows Joining... meanwhile, then the confirmation in place of the form', async ({
    page,
  }) => {
    const problems = watchConsole(page);
    let answer: () => void = () => {};
    const requests = await stubKit(page, 200, new Promise<void>((resolve) => (answer = resolve)));
    await page.goto('/');
    await emailField(page).fill(email);
    await signup(page).getByRole('button', { name: 'Join' }).click();

    await expect(signup(page).getByRole('button', { name: 'Joining...' })).toBeDisabled();
    await expect.poll(() => requests.length).toBe(1);
    answer();

    await expect(signup(page).getByRole('status')).toHaveText(successMessage);
    await expect(signup(page).getByRole('textbox')).toHaveCount(0);
    await expect(signup(page).getByRole('button')).toHaveCount(0);

    const [request] = requests;
    const url = new URL(request.url());
    expect(request.method()).toBe('POST');
    expect(url.pathname).toMatch(/^\/v3\/forms\/[^/]+\/subscribe$/);
    expect(url.pathname).toBe(`/v3/forms/${siteConfig.kitFormId}/subscribe`);
    expect(request.headers()['content-type']).toBe('application/json');
    expect(request.postDataJSON()).toEqual({ api_key: siteConfig.kitApiKey, email });
    expect(requests).toHaveLength(1);
    expect(problems).toEqual([]);
  });

  test('an email-type field that must be filled: an empty submit sends nothing', async ({ page }) => {
    const requests = await stubKit(page);
    await page.goto('/');
    await expect(emailField(page)).toHaveAttribute('type', 'email');
    await signup(page).getByRole('button', { name: 'Join' }).click();
    expect(await emailField(page).evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(
      true,
    );
    expect(requests).toHaveLength(0);
  });

  test('a Join pressed before the page’s scripts arrive is held, then sent once they do', async ({
    page,
  }) => {
    const problems = watchConsole(page);
    const requests = await stubKit(page);
    const held: Array<() => Promise<void>> = [];
    await page.route('**/_next/static/chunks/**/*.js', (route) => {
      held.push(() => route.continue());
    });
    await page.goto('/', { waitUntil: 'commit' });
    await emailField(page).fill(email);
    await signup(page).getByRole('button', { name: 'Join' }).click();
    await expect.poll(() => held.length).toBeGreaterThan(0);
    expect(requests).toHaveLength(0);
    await expect(emailField(page)).toHaveValue(email);

    await page.unroute('**/_next/static/chunks/**/*.js');
    await Promise.all(held.map((release) => release()));
    await expect(signup(page).getByRole('status')).toHaveText(successMessage);
    expect(requests).toHaveLength(1);
    expect(requests[0].postDataJSON()).toEqual({ api_key: siteConfig.kitApiKey, email });
    expect(new URL(page.url()).search).toBe('');
    expect(problems).toEqual([]);
  });

  for (const failure of ['not ok', 'network error'] as const) {
    test(`on a ${failure} the form stays with the email, and the error is only logged`, async ({ page }) => {
      const errors = consoleErrors(page);
      if (failure === 'not ok') await stubKit(page, 404);
      else await page.route('https://api.convertkit.com/**', (route) => route.abort('failed'));
      await page.goto('/');
      await emailField(page).fill(email);
      await signup(page).getByRole('button', { name: 'Join' }).click();

      await expect.poll(() => errors.some((text) => text.startsWith('Subscription error'))).toBe(true);
      await expect(signup(page).getByRole('button', { name: 'Join' })).toBeEnabled();
      await expect(emailField(page)).toHaveValue(email);
      await expect(page.getByText(successMessage)).toHaveCount(0);
      await expect(signup(page).getByRole('status')).toHaveText('');
      await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
    });
  }
});

test('the media and portfolio logos open their sites in a new tab', async ({ page, context }) => {
  await page.goto('/');
  const links = page.getByRole('region', { name: 'In the Media and the Portfolio' }).getByRole('link');
  await expect(links).toHaveCount(homePage.logos.length);
  for (const [index, logo] of homePage.logos.entries()) {
    const link = links.nth(index);
    await expect(link).toHaveAccessibleName(`${logo.name} (opens in a new tab)`);
    await expect(link).toHaveAttribute('href', logo.url);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    const image = link.getByRole('img', { name: logo.name });
    await expect(image).toHaveAttribute('src', logo.logoImage.src);
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  }

  await context.route(/\.example\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Elsewhere</title>' }),
  );
  const [popup] = await Promise.all([context.waitForEvent('page'), links.first().click()]);
  await expect(popup).toHaveURL(homePage.logos[0].url);
  expect(await popup.evaluate(() => window.opener)).toBeNull();
  await expect(page).toHaveURL('/');
});
