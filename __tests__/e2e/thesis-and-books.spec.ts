import { expect, test, type Page } from './fixtures';

/** Same-origin links in a part of the page, as paths with their query. */
async function internalLinks(page: Page, scope: string) {
  const origin = new URL(page.url()).origin;
  const hrefs = await page
    .locator(`${scope} a[href]`)
    .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
  return [
    ...new Set(
      hrefs
        .map((href) => new URL(href))
        .filter((url) => url.origin === origin)
        .map((url) => `${url.pathname}${url.search}`),
    ),
  ];
}

async function expectRealPage(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 }), path).not.toHaveText('This page could not be found');
}

test.describe('links lead to real pages', () => {
  test('every footer quick link', async ({ page }) => {
    await page.goto('/');
    const links = await internalLinks(page, 'footer');
    expect(links).toEqual(expect.arrayContaining(['/about/', '/essays/', '/investment-thesis/', '/books/']));
    for (const path of links) await expectRealPage(page, path);
  });

  for (const route of ['/investment-thesis/', '/books/']) {
    test(`every internal link on ${route}`, async ({ page }) => {
      await page.goto(route);
      const links = await internalLinks(page, 'body');
      expect(links.length).toBeGreaterThan(0);
      for (const path of links) await expectRealPage(page, path);
    });
  }
});

test.describe('Investment Thesis page', () => {
  test('sets out what she backs, what she does not and the signals she looks for', async ({ page }) => {
    await page.goto('/investment-thesis/');
    for (const name of ['What I back', 'What I do not back', 'Signals I look for']) {
      const section = page.getByRole('region', { name });
      await expect(section.getByRole('heading', { level: 3 }).first()).toBeVisible();
      expect(await section.getByRole('heading', { level: 3 }).count(), name).toBeGreaterThanOrEqual(3);
    }
  });

  test('links to the Thesis essays, filtered, and to the research', async ({ page }) => {
    await page.goto('/investment-thesis/');
    await page.getByRole('link', { name: 'Essays on the thesis' }).click();
    // The thesis page loads no framework, so the link is a page load, and the address from before
    // the filters had pages goes on to the Thesis filter's own.
    await expect(page).toHaveURL('/essays/category/thesis/');
    await expect(
      page
        .getByRole('navigation', { name: 'Filter essays by category' })
        .getByRole('link', { name: 'Thesis', exact: true }),
    ).toHaveAttribute('aria-current', 'page');
    await page.goBack();
    await page.getByRole('link', { name: 'Research briefs' }).click();
    await expect(page).toHaveURL('/research/');
  });
});

test.describe('Books page', () => {
  test('groups the reading list and gives each book an author and why it matters', async ({ page }) => {
    await page.goto('/books/');
    const main = page.getByRole('main');
    const groups = main.getByRole('region');
    expect(await groups.count()).toBeGreaterThanOrEqual(3);
    for (const group of await groups.all()) {
      const books = group.getByRole('listitem');
      expect(await books.count()).toBeGreaterThanOrEqual(2);
      for (const book of await books.all()) {
        await expect(book.getByRole('heading', { level: 3 })).not.toBeEmpty();
        await expect(book).toContainText('Why it matters');
      }
    }
    await expect(main.getByRole('heading', { name: /Invisible Women/ })).toBeVisible();
  });
});
