import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { showPublishStatus } from '@/admin/publish-status';

const source = {
  repo: 'maya/site',
  branch: null,
  apiRoot: 'https://api.github.com',
  timeZone: 'America/Toronto',
};
const live = 'a'.repeat(40);
const newest = 'b'.repeat(40);
const issue = 'https://github.com/maya/site/issues/12';
const commit = (sha: string, date: string, message: string) => ({
  sha,
  commit: { message, committer: { name: 'Maya', email: 'maya@example.com', date } },
});

/** GitHub and the live site as the status reads them; `state` is the newest save's deployment status. */
function answers(state: () => string) {
  const asked: { url: string; headers: Record<string, string> }[] = [];
  const reply = (body: unknown, status = 200) => ({ ok: status < 300, status, json: async () => body });
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    asked.push({ url, headers: (init?.headers ?? {}) as Record<string, string> });
    if (url === '/build.json') return reply({ id: 'f'.repeat(32), asOf: '2026-11-29', commit: live });
    const path = url.replace('https://api.github.com/repos/maya/site', '');
    if (path === '/commits?path=content&per_page=1')
      return reply([commit(newest, '2026-11-29T15:55:00Z', 'Update Essays “data-gaps”')]);
    if (path === `/commits/${live}`) return reply(commit(live, '2026-11-29T15:42:00Z', 'Fix a typo'));
    if (path === `/deployments?sha=${newest}&environment=production&per_page=1`) return reply([{ id: 42 }]);
    if (path === '/deployments/42/statuses?per_page=1')
      return reply([
        { state: state(), description: 'Held: needs the code change “Add the pitch form”', log_url: issue },
      ]);
    return reply({ message: 'Not Found' }, 404);
  }) as unknown as typeof fetch;
  return asked;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.clearAllTimers();
  jest.useRealTimers();
  localStorage.clear();
  document.body.innerHTML = '';
});

describe('the status of her site in the editor', () => {
  it('is a button that opens and closes a panel saying what is live, by mouse and by keyboard', async () => {
    answers(() => 'failure');
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    showPublishStatus(source);
    const toggle = await screen.findByRole('button', { name: 'Your save is held' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region')).toBeNull();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('region', { name: 'Your site and your saves' });
    expect(panel).toHaveTextContent('Live: your save of Nov 29, 10:42 — “Fix a typo”');
    expect(panel).toHaveTextContent(
      'Your newest save (Nov 29, 10:55) is not on the site. Held: needs the code change “Add the pitch form”.',
    );
    expect(within(panel).getByRole('link', { name: 'Details on GitHub' })).toHaveAttribute('href', issue);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region')).toBeNull();
    expect(toggle).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('region')).toBeVisible();
  });

  it('asks again every 30 seconds while signed in, with her token, and announces a change', async () => {
    let state = 'in_progress';
    localStorage.setItem(
      'sveltia-cms.user',
      JSON.stringify({ backendName: 'github', token: 'github_pat_1' }),
    );
    const asked = answers(() => state);
    showPublishStatus(source);
    await screen.findByRole('button', { name: 'Publishing your save' });
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    const toGitHub = asked.filter(({ url }) => url.startsWith('https://api.github.com/'));
    expect(toGitHub.every(({ headers }) => headers.Authorization === 'Bearer github_pat_1')).toBe(true);

    state = 'failure';
    await act(() => jest.advanceTimersByTimeAsync(30_000));
    await screen.findByRole('button', { name: 'Your save is held' });
    expect(screen.getByRole('status')).toHaveTextContent(
      /^Your newest save \(Nov 29, 10:55\) is not on the site\./,
    );
  });

  it('asks GitHub without a token when signed out, and then only every five minutes', async () => {
    const asked = answers(() => 'in_progress');
    showPublishStatus(source);
    await screen.findByRole('button', { name: 'Publishing your save' });
    const first = asked.length;
    expect(asked.some(({ headers }) => 'Authorization' in headers)).toBe(false);
    await act(() => jest.advanceTimersByTimeAsync(4 * 60_000));
    expect(asked).toHaveLength(first);
    await act(() => jest.advanceTimersByTimeAsync(60_000));
    await waitFor(() => expect(asked.length).toBeGreaterThan(first));
  });
});
