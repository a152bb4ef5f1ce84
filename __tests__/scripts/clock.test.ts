// The hourly clock (scripts/publish/clock.ts): what it decides from the publish runs' records, that it
// counts days as the site does, and, run as the workflow runs it, that it starts Publish through
// GitHub's API (a local stand-in) only when something is due.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { siteToday } from '@/lib/site/site-calendar';
import { clockDecision, dayIn } from '@/scripts/publish/clock';
import { gitHubStandIn, liveDeployment, type GitHubStandIn } from './github-stand-in';
import { runScript } from './run-script';

const now = new Date('2026-12-01T05:30:00Z');
const head = 'a'.repeat(40);
const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * 60_000).toISOString();

describe('what the clock decides', () => {
  const live = { asOf: '2026-11-30', nextDue: '2026-12-01', timeZone: 'America/Toronto' };

  it('starts Publish for a save no run has looked at', () => {
    assert.equal(clockDecision({ head, headRecord: null, live, now }).start, true);
  });

  it('starts it for a post come due in her time zone, not before', () => {
    const done = { state: 'success', at: at(600) };
    assert.match(
      clockDecision({ head, headRecord: done, live, now }).why,
      /a post dated 2026-12-01 has come due/,
    );
    // 05:30 UTC is still November 30 in Vancouver.
    assert.equal(
      clockDecision({ head, headRecord: done, live: { ...live, timeZone: 'America/Vancouver' }, now }).start,
      false,
    );
  });

  it('tries again after a passing failure, and after a run that was lost; leaves a failure of hers, and a run on its way', () => {
    const decide = (state: string, minutesAgo: number) =>
      clockDecision({
        head,
        headRecord: { state, at: at(minutesAgo) },
        live: { ...live, nextDue: null },
        now,
      }).start;
    assert.equal(decide('error', 30), true);
    assert.equal(decide('failure', 30), false);
    assert.equal(decide('queued', 30), false);
    assert.equal(decide('in_progress', 30), false);
    assert.equal(decide('queued', 180), true);
    assert.equal(decide('success', 5000), false);
  });

  it('counts days as the site does', () => {
    for (const zone of ['America/Toronto', 'Pacific/Auckland', 'Pacific/Pago_Pago', 'Asia/Kolkata'])
      for (let hour = 0; hour < 48; hour += 5) {
        const when = new Date(Date.UTC(2026, 2, 7, hour, 30));
        assert.equal(dayIn(zone, when), siteToday(zone, when), `${zone} ${when.toISOString()}`);
      }
  });
});

describe('the clock, run as its workflow runs it', () => {
  let github: GitHubStandIn;
  before(async () => {
    github = await gitHubStandIn();
  });
  after(() => github.close());

  const tick = () =>
    runScript('scripts/publish/clock.ts', [], {
      GITHUB_API_URL: github.url,
      GITHUB_REPOSITORY: 'her/site',
      GITHUB_TOKEN: 'stand-in',
      GITHUB_SHA: head,
      GITHUB_REF_NAME: 'main',
    });

  it('starts Publish, by the clock, for a save with no record; then, once it is live, leaves it be', async () => {
    const first = await tick();
    assert.equal(first.status, 0, first.output);
    assert.deepEqual(github.dispatched, [{ workflow: 'publish.yml', ref: 'main', inputs: { by: 'clock' } }]);
    github.deployments.push(
      liveDeployment(1, head, {
        content: head,
        code: head,
        asOf: '2026-11-30',
        nextDue: '2999-01-04',
        timeZone: 'America/Toronto',
      }),
    );
    const second = await tick();
    assert.equal(second.status, 0, second.output);
    assert.match(
      second.output,
      /not starting Publish: nothing to do: aaaaaaa is success; the next post is dated 2999-01-04/,
    );
    assert.equal(github.dispatched.length, 1);
  });

  it('says in one line when GitHub does not answer, and fails', async () => {
    await github.close();
    const run = await tick();
    assert.equal(run.status, 1);
    assert.match(
      run.output.trim(),
      /^clock: GitHub did not answer \/deployments\?environment=production&sha=a{40}&per_page=1 \(ECONNREFUSED\)$/,
    );
    github = await gitHubStandIn();
  });
});
