import { essays } from '@/lib/essays/essays';
import { essayList, essayPath, essaysInCategory, essaysNewestFirst } from '@/lib/essays/essay-kind';
import { letterPage } from '@/lib/site/site-content';
import { listPageSize } from '@/lib/posts/list-pages';
import * as messages from '@/lib/site/messages';
import { expect, test, type Page, type ScriptArrival } from './early';
import { askForFramework, visitorToday } from './fixtures';
import { stubThirdParties } from './page-checks';
import { resultCount, searchPath, searchWord } from './search-terms';
import { sentFields, stubFormspree, stubKit, stubKitForm } from './third-party-stubs';

// A visitor on a phone acts as soon as the page is painted, before the framework's scripts arrive: every
// control works then or does what was asked once they arrive (a form sent once, by the scripts or by the
// browser), and nothing the visitor set changes when they do. Each test runs held back, then blocked.

const darkPaper = 'rgb(22, 17, 27)';
const background = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);

const menuButton = (page: Page) => page.getByRole('button', { name: 'Menu' });
const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu', exact: true });
const searchDialog = (page: Page) => page.getByRole('dialog', { name: 'Search the site' });
const searchField = (page: Page) => searchDialog(page).getByRole('searchbox');

for (const arrival of ['held', 'blocked'] as const satisfies readonly ScriptArrival[]) {
  const held = arrival === 'held';

  test.describe(`with the framework's scripts ${arrival}, at 390px`, () => {
    test.use({ arrival, viewport: { width: 390, height: 844 } });

    test.beforeEach(async ({ page, baseURL }) => {
      await stubThirdParties(page, baseURL!);
      await page.emulateMedia({ colorScheme: 'light' });
    });

    test('the menu opens at once, closes on Escape and on a link, and its links work', async ({
      page,
      scripts,
    }) => {
      await page.goto('/about/');
      await scripts.expectNoneYet();
      // The visitor has asked for the framework (a form touched): held, it comes with arrive().
      await askForFramework(page, { wait: false });
      await menuButton(page).click();
      await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
      await expect(menu(page)).toBeVisible();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Escape');
      await expect(menu(page)).toBeHidden();
      await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
      await expect(menuButton(page)).toBeFocused();

      await menuButton(page).click();
      await menu(page).getByRole('link', { name: 'Research' }).click();
      await expect(page).toHaveURL('/research/');
      await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
      await expect(menu(page)).toBeHidden();

      // The research list waits for the visitor: no framework comes, and its menu and links work
      // with normal page loads.
      await scripts.arrive();
      await menuButton(page).click();
      await expect(menu(page).getByRole('link', { name: 'Research' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await menu(page).getByRole('link', { name: 'Essays' }).click();
      await expect(page).toHaveURL('/essays/');
      await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    });

    test('Dark applies at once, stays when the scripts arrive, and is remembered', async ({
      page,
      scripts,
    }) => {
      await page.goto('/about/');
      await scripts.expectNoneYet();
      await menuButton(page).click();
      const theme = page.getByRole('group', { name: 'Theme' }).filter({ visible: true });
      await theme.getByTitle('Dark').click();
      await expect(theme.getByRole('radio', { name: 'Dark' })).toBeChecked();
      expect(await background(page)).toBe(darkPaper);

      await scripts.arrive();
      await expect(theme.getByRole('radio', { name: 'Dark' })).toBeChecked();
      expect(await background(page)).toBe(darkPaper);

      await page.reload();
      expect(await background(page)).toBe(darkPaper);
      await menuButton(page).click();
      await expect(theme.getByRole('radio', { name: 'Dark' })).toBeChecked();
    });

    test('a category pill shows its essays', async ({ page, scripts }) => {
      const category = 'Thesis';
      await page.goto('/essays/');
      await scripts.expectNoneYet();
      const pills = page.getByRole('navigation', { name: 'Filter essays by category' });
      await pills.getByRole('link', { name: category, exact: true }).click();
      await expect(page).toHaveURL(`${essayList(essays).filterBase(category)}/`);
      await expect(pills.getByRole('link', { name: category, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(page.getByRole('article').getByRole('heading', { level: 2 })).toHaveText(
        essaysInCategory(essays, category)
          .slice(0, listPageSize.essays)
          .map((essay) => essay.title),
      );
    });

    test('`/`, Ctrl+K and the Search button open search at once, the query typed is kept and answered', async ({
      page,
      scripts,
    }) => {
      await page.goto('/research/');
      await scripts.expectNoneYet();
      await page.keyboard.press('/');
      await expect(searchField(page)).toBeFocused();
      await page.keyboard.type(searchWord);
      await searchDialog(page).getByRole('button', { name: 'Close' }).click();
      await expect(searchDialog(page)).toBeHidden();

      await page.keyboard.press('Control+k');
      await expect(searchField(page)).toBeFocused();
      await expect(searchField(page)).toHaveValue(searchWord);
      await page.mouse.click(5, 5); // the backdrop
      await expect(searchDialog(page)).toBeHidden();

      await menuButton(page).click();
      await menu(page).getByRole('button', { name: 'Search' }).click();
      await expect(searchField(page)).toBeFocused();

      // The results need none of the framework: they come with it held back or blocked, and the
      // search page answers the same way.
      await expect(searchDialog(page).getByRole('status')).toHaveText(resultCount(searchWord));
      await searchField(page).press('Enter');
      await expect(page).toHaveURL(searchPath(searchWord));
      await expect(page.getByRole('main').getByRole('status')).toHaveText(resultCount(searchWord));
      await scripts.expectNoneYet();
    });

    test('the demo shows today before its scripts; a date picked stays, and a Simulate pressed early is answered', async ({
      page,
      scripts,
    }) => {
      await page.goto('/backup-demo/');
      await scripts.expectNoneYet();
      const date = page.getByLabel('Date');
      await expect(date).toHaveValue(await visitorToday(page));
      await date.fill('2025-06-16');
      await page.getByRole('button', { name: 'Simulate Scheduling' }).click();
      await expect(page.getByRole('button', { name: messages.scheduling.pending })).toBeDisabled();

      await scripts.arrive();
      await expect(date).toHaveValue('2025-06-16');
      if (held) await expect(page.getByRole('status')).toHaveText(messages.scheduling.notSunday);
    });

    const signups = [
      { path: '/', region: 'The Tomorrow Letter', button: 'Join', thanks: messages.signup.homeSuccess },
      {
        path: `${essayPath(essaysNewestFirst(essays)[0])}/`,
        region: letterPage.closingHeading,
        button: 'Subscribe',
        thanks: messages.signup.letterSuccess,
      },
    ];
    for (const place of signups)
      test(`a signup on ${place.path} shows Joining... from the press, keeps the address, and is sent once, ${held ? 'by the scripts when they arrive' : 'to Kit’s form when they cannot'}`, async ({
        page,
        scripts,
      }) => {
        const requests = await stubKit(page);
        const plain = await stubKitForm(page);
        await page.goto(place.path);
        await scripts.expectNoneYet();
        const signup = page.getByRole('region', { name: place.region });
        const field = signup.getByRole('textbox', { name: 'Email address' });
        await field.fill('early@example.com');
        await signup.getByRole('button', { name: place.button }).click();
        if (held) {
          await expect(signup.getByRole('button', { name: messages.signup.pending })).toBeDisabled();
          await expect(field).toHaveValue('early@example.com');
          expect(requests).toHaveLength(0);
          await scripts.arrive();
          await expect(page.getByRole('status').filter({ hasText: place.thanks, visible: true })).toHaveCount(
            1,
          );
          expect(requests.map((request) => request.postDataJSON().email)).toEqual(['early@example.com']);
          expect(plain).toHaveLength(0);
        } else {
          // The framework will not come: the press goes where it would without scripts, once.
          await expect.poll(() => plain.length).toBe(1);
          expect(await sentFields(plain[0])).toEqual({ email_address: 'early@example.com' });
          expect(requests).toHaveLength(0);
          expect(page.url()).not.toContain('early');
        }
      });

    test('what is typed in the contact form is kept, and a Send is taken at once', async ({
      page,
      scripts,
    }) => {
      await page.goto('/about/');
      await scripts.expectNoneYet();
      const form = page.getByRole('region', { name: 'Get in Touch' });
      const email = form.getByRole('textbox', { name: 'Email' });
      const message = form.getByRole('textbox', { name: 'Message' });
      await email.fill('founder@example.org');
      await message.fill('Typed before the scripts came.');
      await scripts.arrive();
      await expect(email).toHaveValue('founder@example.org');
      await expect(message).toHaveValue('Typed before the scripts came.');

      const sent = await stubFormspree(page);
      await page.goto('/research/');
      const request = page.getByRole('region', { name: 'Request Deeper Analysis' });
      await request.getByRole('textbox', { name: 'Email' }).fill('analyst@example.org');
      await request.getByRole('textbox', { name: 'What should I research?' }).fill('Perimenopause apps');
      await request.getByRole('button', { name: 'Send request' }).click();
      if (held) await expect(request.getByRole('status')).toHaveText(messages.researchThankYou);
      // Without the framework the request goes to the forms service as a plain post, and the
      // visitor lands on its thank-you.
      else await expect(page).toHaveURL('/thanks/research-request/');
      expect(sent).toHaveLength(1);
      expect((await sentFields(sent[0])).requestMessage).toBe('Perimenopause apps');
    });
  });
}
