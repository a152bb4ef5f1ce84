import { briefs } from '@/lib/briefs/briefs';
import { essays } from '@/lib/essays/essays';
import { briefList } from '@/lib/briefs/brief-kind';
import { essayList } from '@/lib/essays/essay-kind';
import { askForFramework, expect, isHydrated, test, type Page } from './fixtures';
import { stubThirdParties } from './page-checks';

// A visitor who scrolled down to the pills and pressed one lands on the new list with the pills
// where they were in the window, not back at the top of the page: on a reading page, where a pill
// is a page load, and on one that has loaded the framework, where the router changes the list in place.

const lists = [
  { name: 'essays', label: 'Filter essays by category', list: essayList(essays) },
  { name: 'briefs', label: 'Filter briefs by tag', list: briefList(briefs) },
];

/** Where the pills and the list's first card are in the window, and how far the page is scrolled. */
const view = (page: Page, label: string) =>
  page.evaluate((name) => {
    const pills = document.querySelector(`nav[aria-label="${name}"]`)!.getBoundingClientRect();
    const header = document.querySelector('header')!.getBoundingClientRect().bottom;
    const card = document.querySelector('main article')!.getBoundingClientRect().top;
    return { top: pills.top, bottom: pills.bottom, header, card, scrollY, height: innerHeight };
  }, label);

/**
 * Scrolls as a reader would (the intro gone, the pills just under the header), presses the list's
 * first filter, and checks the page it lands on: the filter chosen, the pills where they were, and
 * the new list starting in view. `samePage` says whether the press had to stay in the page.
 */
async function pressPill(page: Page, { label, list }: (typeof lists)[number], samePage: boolean) {
  const start = await view(page, label);
  await page.mouse.wheel(0, start.top - start.header - 16);
  await expect.poll(async () => (await view(page, label)).top).toBeLessThan(start.header + 40);
  const before = await view(page, label);
  // A mark on this window: still there after the press only if no new page was loaded.
  await page.evaluate(() => ((window as unknown as { beforePress: boolean }).beforePress = true));

  const option = list.options[1]!;
  const pill = page
    .getByRole('navigation', { name: label })
    .getByRole('link', { name: option.label, exact: true });
  await pill.click();
  await expect(page).toHaveURL(`${option.href}/`);
  await expect(pill).toHaveAttribute('aria-current', 'page');
  await expect(pill, 'focus is on the pill pressed').toBeFocused();
  const stayed = await page.evaluate(() => 'beforePress' in window);
  expect(stayed, samePage ? 'the router changed the list in place' : 'the pill loaded its page').toBe(
    samePage,
  );

  const after = await view(page, label);
  expect(after.scrollY, 'not back at the top of the page').toBeGreaterThan(0);
  expect(after.top, 'the pills are where they were').toBeCloseTo(before.top, 0);
  expect(after.top, 'below the header, not under it').toBeGreaterThanOrEqual(after.header);
  expect(after.card, 'the new list starts in view').toBeLessThan(after.height);
}

test.describe('a pill pressed on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test.beforeEach(async ({ page, baseURL }) => stubThirdParties(page, baseURL!));

  for (const entry of lists) {
    test(`${entry.name}: before the framework, the page it loads keeps the pills in view`, async ({
      page,
    }) => {
      await page.goto(`${entry.list.base}/`);
      expect(await isHydrated(page), 'a reading page loads no framework until asked').toBe(false);
      await pressPill(page, entry, false);
      expect(await isHydrated(page)).toBe(false);
    });

    test(`${entry.name}: after the framework, the list changes in place under the pills`, async ({
      page,
    }) => {
      // The framework comes once a form is used (About's); its router then opens the list in place.
      await page.goto('/about/');
      await askForFramework(page);
      await page.evaluate(() => ((window as unknown as { onAbout: boolean }).onAbout = true));
      await page.getByRole('button', { name: 'Menu' }).click();
      await page
        .getByRole('navigation', { name: 'Main menu', exact: true })
        .getByRole('link', { name: entry.name === 'essays' ? 'Essays' : 'Research', exact: true })
        .click();
      await expect(page).toHaveURL(`${entry.list.base}/`);
      expect(await page.evaluate(() => 'onAbout' in window), 'the router opened the list').toBe(true);
      // The reader starts from the list's top, as a page load would show it.
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await pressPill(page, entry, true);
    });
  }
});
