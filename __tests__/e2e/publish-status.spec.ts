// The status of her site in the editor (docs/publishing.md, "After a save"), with GitHub's API answered
// as GitHub documents it: which save is live, whether her newest is on its way or held and why, on the
// sign-in screen and in the editor, under its policy, never over the editor's own controls.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { profileTimeZone } from '@/content-loader/site-files';
import { editorPage, openLocalRepository, stubEditorCalls } from './editor';
import { answerGitHub, repo, type Commit, type Deployment } from './github-api';
import { recordViolations, watchConsole, wcagTags } from './page-checks';

const liveSave: Commit = {
  sha: 'a'.repeat(40),
  date: '2026-11-29T15:42:00Z',
  message: 'Fix a typo in Four Cities\n\nSaved in the editor.',
  files: ['content/essays/four-cities-one-waiting-room.md'],
};
const newSave: Commit = {
  sha: 'b'.repeat(40),
  date: '2026-11-29T15:55:00Z',
  message: 'Create Essays “data-gaps”',
  files: ['content/essays/data-gaps.md'],
};
// An engineer's commit after her save: not a save of hers.
const codeChange: Commit = {
  sha: 'c'.repeat(40),
  date: '2026-11-29T16:05:00Z',
  message: 'Add the pitch form',
  files: ['components/pitch-form.tsx'],
};
const liveLine = 'Live: your save of Nov 29, 10:42 — “Fix a typo in Four Cities”';
const run = `https://github.com/${repo}/actions/runs/7`;
const issue = `https://github.com/${repo}/issues/12`;
const deployed = (state: string, description: string, log_url: string): Deployment => ({
  id: 7,
  sha: newSave.sha,
  statuses: [{ state, description, log_url }],
});

/**
 * The editor's page with the repository named (the test build has none), the live site serving the
 * build of `commit`, and GitHub answering with `github`. The status's times are in her profile's zone.
 */
async function editorWith(page: Page, commit: string, github: Parameters<typeof answerGitHub>[1]) {
  const outside = await stubEditorCalls(page);
  const violations = await recordViolations(page);
  const errors = watchConsole(page);
  await page.route('**/admin/editor/publishing.json', async (route) => {
    const written = await (await route.fetch()).json();
    expect(written).toEqual({
      repo: null,
      branch: null,
      apiRoot: 'https://api.github.com',
      timeZone: profileTimeZone('.'),
    });
    await route.fulfill({ json: { ...written, repo, timeZone: 'America/Toronto' } });
  });
  await page.route('**/build.json', async (route) => {
    const built = await (await route.fetch()).json();
    await route.fulfill({ json: { ...built, asOf: '2026-11-29', commit } });
  });
  const asked = await answerGitHub(page, github);
  const clean = async () => {
    expect(await violations()).toEqual([]);
    expect(outside).toEqual([]);
  };
  return { asked, errors, clean };
}

/** Our status's button, once it has read what it reads. */
const statusButton = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const panel = (page: Page) => page.getByRole('region', { name: 'Your site and your saves' });

/** The editor's own controls that `own` (the status's button) lies over, by their text. */
function coveredBy(own: Locator) {
  return own.evaluate((button) => {
    const ours = button.closest('div')!;
    const area = button.getBoundingClientRect();
    const controls = document.querySelectorAll(
      'button, a[href], input, select, textarea, [role="button"], [role="link"], [role="treeitem"], [role="row"], [role="tab"], [role="menuitem"], [role="switch"], [role="checkbox"], [role="option"]',
    );
    return [...controls]
      .filter((control) => !ours.contains(control) && !control.closest('[inert]'))
      .filter((control) => {
        const box = control.getBoundingClientRect();
        const seen = getComputedStyle(control).visibility !== 'hidden' && box.width > 0 && box.height > 0;
        return (
          seen &&
          box.left < area.right &&
          area.left < box.right &&
          box.top < area.bottom &&
          area.top < box.bottom
        );
      })
      .map((control) => control.textContent?.trim() || control.getAttribute('aria-label') || control.tagName);
  });
}

async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .include('#publish-status-panel')
    .withTags(wcagTags)
    .analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
}

test.describe('the status of her site, in the editor', () => {
  test('says her newest save is live when the live site serves it', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const { errors, clean } = await editorWith(page, newSave.sha, {
      commits: [codeChange, newSave, liveSave],
      deployments: [deployed('success', 'Live', `https://github.com/${repo}/actions/runs/6`)],
    });
    await openLocalRepository(page);
    await expect(page.getByRole('treeitem', { name: /^Essays/ })).toBeVisible();
    const toggle = statusButton(page, 'Site is up to date');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(panel(page)).toContainText('Live: your save of Nov 29, 10:55 — “Create Essays ‘data-gaps’”');
    await expect(panel(page)).toContainText('Your newest save is live.');
    await expect(panel(page)).toContainText(/Checked at \d\d:\d\d\./);
    await expect(panel(page).getByRole('link')).toHaveCount(0);
    await expectAccessible(page);
    expect(await coveredBy(toggle)).toEqual([]);
    // The entry editor, whose fields reach every corner, has it step aside until she is back.
    await page.getByRole('button', { name: 'Create New Entry' }).click();
    await expect(page.getByRole('textbox', { name: 'Title' })).toBeVisible();
    await expect(toggle).toBeHidden();
    await page.goBack();
    await expect(toggle).toBeVisible();
    expect(errors).toEqual([]);
    await clean();
  });

  test('says her newest save is on its way while the publish run builds it', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const { errors, clean } = await editorWith(page, liveSave.sha, {
      commits: [codeChange, newSave, liveSave],
      deployments: [deployed('in_progress', 'building and checking', run)],
    });
    await openLocalRepository(page);
    await expect(page.getByRole('treeitem', { name: /^Essays/ })).toBeVisible();
    const toggle = statusButton(page, 'Publishing your save');
    await toggle.click();
    await expect(panel(page)).toContainText(liveLine);
    await expect(panel(page)).toContainText(
      'Your newest save (Nov 29, 10:55) is on its way: being built, usually live within 15 minutes.',
    );
    await expect(panel(page).getByRole('link', { name: 'Details on GitHub' })).toHaveAttribute('href', run);
    // On a phone the panel fits the screen.
    const box = (await panel(page).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(await coveredBy(toggle)).toEqual([]);
    expect(errors).toEqual([]);
    await clean();
  });

  test('says why her newest save is held, with a link that opens what says more, by keyboard', async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const reason =
      'Held: needs the code change “Add the pitch form” (waiting for Checks since Nov 29, 10:42)';
    const { errors, clean } = await editorWith(page, liveSave.sha, {
      commits: [codeChange, newSave, liveSave],
      deployments: [deployed('failure', reason, issue)],
    });
    await context.route(issue, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<title>Publishing failed</title><h1>Publishing failed</h1>',
      }),
    );
    await openLocalRepository(page);
    await expect(page.getByRole('treeitem', { name: /^Essays/ })).toBeVisible();
    const toggle = statusButton(page, 'Your save is held');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(panel(page)).toContainText(liveLine);
    await expect(panel(page)).toContainText(
      `Your newest save (Nov 29, 10:55) is not on the site. ${reason}.`,
    );
    await expectAccessible(page);

    await page.keyboard.press('Tab');
    const link = panel(page).getByRole('link', { name: 'Details on GitHub' });
    await expect(link).toBeFocused();
    await expect(link).toHaveCSS('outline-style', 'solid');
    const opened = page.waitForEvent('popup');
    await page.keyboard.press('Enter');
    await expect(await opened).toHaveURL(issue);
    await expect((await opened).getByRole('heading', { name: 'Publishing failed' })).toBeVisible();

    await page.bringToFront();
    await link.focus();
    await page.keyboard.press('Escape');
    await expect(panel(page)).toBeHidden();
    await expect(toggle).toBeFocused();
    expect(errors).toEqual([]);
    await clean();
  });

  test('signed out of a private repository, says what the live site tells and that signing in tells more', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const { asked, errors, clean } = await editorWith(page, liveSave.sha, { commits: [], private: true });
    await page.goto(editorPage);
    await expect(page.getByRole('button', { name: 'Sign In Using Access Token' })).toBeVisible();
    const toggle = statusButton(page, 'What is live');
    await toggle.click();
    await expect(panel(page)).toContainText('Live: the site as built on Nov 29.');
    await expect(panel(page)).toContainText('Sign in to see whether your newest save is on its way.');
    expect(await coveredBy(toggle)).toEqual([]);
    // One question, answered 404 as GitHub answers a private repository without a token; the browser
    // reports that answer, twice, and nothing else went wrong.
    const list = `/repos/${repo}/commits?path=content&per_page=1`;
    expect(asked).toEqual([list]);
    expect(errors.sort()).toEqual([
      'error: Failed to load resource: the server responded with a status of 404 (Not Found)',
      `http 404: https://api.github.com${list}`,
    ]);
    await clean();
  });
});
