// Her saves in any order, played through a model of GitHub's queue (actions-queue.ts) over the repository's
// workflows with the publish run's own decisions: her last save is live within one build of her last push,
// no replaced run loses a save, and the clock neither drops a post that comes due nor rebuilds a failure.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { parse, stringify } from 'yaml';
import { editorFolders } from '@/lib/editor/editor-folders';
import { clockDecision, dayIn } from '@/scripts/publish/clock';
import {
  resolve,
  sameBuild,
  type FailedBuild,
  type History,
  type LiveBuild,
  type Source,
  type Trigger,
} from '@/scripts/publish/source';
import { Queue, readWorkflow, type JobDoing, type JobWork, type Run, type Workflow } from './actions-queue';

const dir = join(process.cwd(), '.github', 'workflows');
const files = readdirSync(dir).filter((name) => name.endsWith('.yml'));
const realWorkflows = files.map((name) => readWorkflow(name, readFileSync(join(dir, name), 'utf8')));

/** Minutes each job takes, as a run on GitHub's machines does, about. */
const minutes = { checks: 40, plan: 1.5, build: 9, nothing: 1, clock: 0.5, letter: 1 };
const timeZone = 'America/Toronto';
/** The model's clock starts at 09:00 in Toronto on a Monday. */
const epoch = Date.parse('2026-11-30T14:00:00Z');
const dateAt = (minute: number) => new Date(epoch + minute * 60_000);

interface Commit {
  sha: string;
  time: number;
  /** Versions of her content and of the code: two commits with the same number hold the same files. */
  content: number;
  code: number;
  files: string[];
  /** The code version her content needs, when it uses something only newer code has. */
  needsCode?: number;
  /** The dates of the posts that are not drafts, as written. */
  dates: string[];
  /** A save the build refuses, whatever the code: she wrote something the build stops on. */
  broken?: boolean;
}

interface Publish {
  job: string;
  started: number;
  source: Source | null;
  ended?: number;
  went: boolean;
}

/** Her repository, its live site, Checks' results, the records and the issue, as the runs change them. */
class World {
  commits: Commit[] = [];
  live: (LiveBuild & { since: number }) | null = null;
  checked = new Set<string>();
  failed: FailedBuild | null = null;
  records = new Map<string, { state: string; at: number; payload?: { nextDue: string | null } }>();
  publishes: Publish[] = [];
  issueComments = 0;
  lastLines = '';
  constructor(readonly checksPass: (commit: Commit) => 'success' | 'failure' = () => 'success') {}

  get head() {
    return this.commits.at(-1)!;
  }
  commit(sha: string) {
    const found = this.commits.find((entry) => entry.sha === sha);
    assert.ok(found, `no commit ${sha}`);
    return found;
  }
  today(minute: number) {
    return dayIn(timeZone, dateAt(minute));
  }
  history: History = {
    ancestry: (head) => {
      const at = this.commits.findIndex((entry) => entry.sha === head);
      return this.commits
        .slice(0, at + 1)
        .map((entry) => entry.sha)
        .reverse();
    },
    isAncestor: (ancestor, commit) =>
      this.commits.findIndex((entry) => entry.sha === ancestor) <=
      this.commits.findIndex((entry) => entry.sha === commit),
    codeChanges: (from, to) =>
      this.commit(from).code === this.commit(to).code ? [] : ['components/header.tsx'],
    sameContent: (a, b) => this.commit(a).content === this.commit(b).content,
    publishedDates: (sha) => this.commit(sha).dates,
  };
  /** Whether a build of `source` goes through: her content on code new enough for it. */
  builds(source: Source) {
    const content = this.commit(source.content);
    return !content.broken && (content.needsCode ?? 0) <= this.commit(source.code).code;
  }
  record(sha: string, state: string, now: number, payload?: { nextDue: string | null }) {
    const was = this.records.get(sha);
    this.records.set(sha, { state, at: now, payload: payload ?? was?.payload });
  }
  /** Files an issue as the report does: a comment only when the problem is not the one it says. */
  report(lines: string) {
    if (lines !== this.lastLines) this.issueComments += 1;
    this.lastLines = lines;
  }
}

const triggerOf = (run: Run): Trigger =>
  run.event === 'push'
    ? 'push'
    : run.event === 'workflow_run'
      ? 'checks'
      : (run.payload.inputs as Record<string, string> | undefined)?.by === 'clock'
        ? 'clock'
        : 'hand';

const nextDue = (world: World, source: Source, today: string) =>
  world
    .commit(source.content)
    .dates.filter((date) => date > today)
    .sort()[0] ?? null;

interface Pace {
  /** How long each run's plan takes (an install without its cache is slower). */
  plan?: (run: Run) => number;
  /** A publish that takes what its plan chose, as a mistaken design would, instead of deciding again. */
  keepsPlanChoice?: boolean;
}

/** What each job of the workflows does in the model: the plan and the publish decide with `resolve`. */
function work(world: World, pace: Pace = {}): Record<string, JobWork> {
  const chosen = new Map<number, ReturnType<typeof resolve>>();
  // A job checks main out as it starts: that is the newest save it knows.
  const decide = (run: Run, now: number, head = world.head.sha) =>
    resolve(world.history, {
      trigger: triggerOf(run),
      head,
      live: world.live,
      checked: world.checked,
      failed: world.failed,
      today: world.today(now),
    });
  const idle = (length: number): JobDoing => ({ minutes: length, end: () => ({ conclusion: 'success' }) });
  return {
    'checks.yml#test': ({ run }) => ({
      minutes: minutes.checks,
      end: () => {
        const result = world.checksPass(world.commit(run.sha));
        if (result === 'success') world.checked.add(run.sha);
        return { conclusion: result };
      },
    }),
    'publish.yml#plan': ({ run }) => {
      const head = world.head.sha;
      return {
        minutes: pace.plan?.(run) ?? minutes.plan,
        end: (now) => {
          const plan = decide(run, now, head);
          chosen.set(run.id, plan);
          if (plan.publish)
            world.record(plan.source.content, 'queued', now, {
              nextDue: nextDue(world, plan.source, world.today(now)),
            });
          return {
            conclusion: plan.publish || !plan.refused ? 'success' : 'failure',
            outputs: {
              publish: String(plan.publish),
              host: 'netlify',
              letter_drafts: 'false',
              letter_problems: '[]',
              letters_waiting: '',
            },
          };
        },
      };
    },
    'publish.yml#publish': ({ run, now, job }) => {
      const plan = (pace.keepsPlanChoice && chosen.get(run.id)) || decide(run, now);
      const entry: Publish = {
        job: `${run.id}`,
        started: now,
        source: plan.publish ? plan.source : null,
        went: false,
      };
      world.publishes.push(entry);
      if (!plan.publish) {
        const head = world.records.get(world.head.sha);
        if (
          head &&
          world.live &&
          head.state !== 'success' &&
          sameBuild(world.history, world.live, { content: world.head.sha, code: world.head.sha })
        )
          world.record(world.head.sha, 'success', now);
        return idle(minutes.nothing);
      }
      const source = plan.source;
      world.record(source.content, 'in_progress', now, { nextDue: nextDue(world, source, world.today(now)) });
      void job;
      return {
        minutes: minutes.build,
        end: (end) => {
          entry.ended = end;
          if (!world.builds(source)) {
            world.failed = { source, transient: false };
            world.record(source.content, 'failure', end);
            world.report(`${source.content} ${source.code}`);
            return { conclusion: 'failure' };
          }
          entry.went = true;
          world.live = { ...source, asOf: world.today(end), since: end };
          world.failed = null;
          world.lastLines = '';
          world.record(source.content, 'success', end);
          return { conclusion: 'success' };
        },
      };
    },
    'publish.yml#letter': () => idle(minutes.letter),
    'clock.yml#tick': ({ run, queue }) => ({
      minutes: minutes.clock,
      end: (now) => {
        const head = world.records.get(world.head.sha);
        const live = world.live ? world.records.get(world.live.content) : undefined;
        const decision = clockDecision({
          head: world.head.sha,
          headRecord: head ? { state: head.state, at: dateAt(head.at).toISOString() } : null,
          live: world.live
            ? { asOf: world.live.asOf, nextDue: live?.payload?.nextDue ?? null, timeZone }
            : null,
          now: dateAt(now),
        });
        if (decision.start) queue.dispatch('publish.yml', run.sha, { by: 'clock' });
        return { conclusion: 'success' };
      },
    }),
  };
}

interface Step {
  at: number;
  /** A save of hers (content), a change of code, or both; `needsCode` and `broken` as in `Commit`. */
  change: 'content' | 'code';
  needsCode?: boolean;
  broken?: boolean;
  /** A post dated this day, not a draft, added with this save. */
  schedules?: string;
  /** GitHub never delivers the push (an outage): no workflow starts for it. */
  lost?: boolean;
}

/** Plays `steps` from a site live on its first commit, for `hours` after the last, and says what happened. */
function play(
  steps: readonly Step[],
  {
    checks = () => 'success',
    hours = 4,
    workflows = realWorkflows,
    pace,
  }: {
    checks?: (commit: Commit) => 'success' | 'failure';
    hours?: number;
    workflows?: readonly Workflow[];
    pace?: Pace;
  } = {},
) {
  const world = new World(checks);
  world.commits.push({ sha: 'c0', time: -600, content: 0, code: 0, files: [], dates: ['2026-11-23'] });
  world.checked.add('c0');
  world.live = { content: 'c0', code: 'c0', asOf: world.today(0), since: -600 };
  world.records.set('c0', { state: 'success', at: -600, payload: { nextDue: null } });
  const queue = new Queue(workflows, work(world, pace));
  let content = 0;
  let code = 0;
  steps.forEach((step, index) => {
    queue.at(step.at, () => {
      const previous = world.head;
      if (step.change === 'content') content += 1;
      else code += 1;
      const commit: Commit = {
        sha: `c${index + 1}`,
        time: step.at,
        content,
        code,
        files: step.change === 'content' ? ['content/essays/a-new-essay.md'] : ['components/header.tsx'],
        needsCode: step.needsCode ? code : previous.needsCode,
        broken: step.broken,
        dates: [...previous.dates, ...(step.schedules ? [step.schedules] : [])],
      };
      world.commits.push(commit);
      if (!step.lost) queue.push(commit.sha, commit.files);
    });
  });
  const end = Math.max(0, ...steps.map((step) => step.at)) + hours * 60;
  queue.schedules(0, end, () => world.head.sha);
  queue.play(end);
  return { world, queue };
}

/** A line for each run and job, for reading what the model did. */
export function trace(queue: Queue, world: World) {
  for (const run of queue.runs)
    console.log(
      `run ${run.id} ${run.workflow.name} ${run.event} ${run.sha} at ${run.created.toFixed(1)}: ${run.conclusion} ` +
        Object.values(run.jobs)
          .map(
            (job) =>
              `${job.id}=${job.conclusion}${job.started !== undefined ? `[${job.started.toFixed(1)}-${job.ended?.toFixed(1)}]` : ''}${job.replaced ? '(replaced)' : ''}`,
          )
          .join(' '),
    );
  for (const entry of world.publishes)
    console.log(
      `publish ${entry.job} ${entry.started.toFixed(1)}-${entry.ended?.toFixed(1)}: ${JSON.stringify(entry.source)} went=${entry.went}`,
    );
}

/** The publish jobs and runs that were cancelled, and when. */
const cancelledPublishes = (queue: Queue) =>
  queue.runs.flatMap((run) =>
    Object.values(run.jobs)
      .filter((job) => job.id === 'publish' && job.conclusion === 'cancelled')
      .map((job) => ({ run: run.id, at: job.ended ?? 0 })),
  );

/**
 * Her last save is live within one build of her last push: every publish that starts after the plan
 * that follows her push takes it, and the first of them puts it up.
 */
function assertLastSaveLive(world: World, lastPush: number) {
  const last = world.head;
  assert.ok(world.live, 'nothing is live');
  assert.ok(
    sameBuild(world.history, world.live, { content: last.sha, code: world.live.code }),
    `her last save ${last.sha} is not live: ${JSON.stringify(world.live)}`,
  );
  const after = world.publishes.filter((entry) => entry.started > lastPush + minutes.plan && entry.source);
  for (const entry of after)
    assert.equal(
      entry.source?.content,
      last.sha,
      `a publish at ${entry.started} took ${entry.source?.content}`,
    );
  const first = world.publishes.find((entry) => entry.went && entry.source?.content === last.sha);
  assert.ok(first, 'no publish put her last save up');
  const running = world.publishes.find(
    (entry) =>
      entry.started <= lastPush + minutes.plan && (entry.ended ?? Infinity) > lastPush + minutes.plan,
  );
  const bound = Math.max(lastPush + minutes.plan, running?.ended ?? 0) + minutes.build + 0.5;
  assert.ok(
    (first.ended ?? Infinity) <= bound,
    `live at ${first.ended}, later than one build after her push at ${lastPush} (${bound})`,
  );
}

/** Every publish cancelled in the queue is followed by one, started after it, that publishes as much. */
function assertNothingLostToTheQueue(world: World, queue: Queue) {
  for (const { run, at } of cancelledPublishes(queue)) {
    const headThen = world.commits.filter((commit) => commit.time <= at).at(-1)!;
    const later = world.publishes.find(
      (entry) =>
        entry.started >= at && entry.went && world.history.isAncestor(headThen.sha, entry.source!.content),
    );
    assert.ok(later, `run ${run}'s publish, cancelled at ${at}, was never made up for`);
  }
}

/** What went up never goes back to an older save. */
function assertNeverOlder(world: World) {
  const went = world.publishes.filter((entry) => entry.went).map((entry) => entry.source!.content);
  went.forEach(
    (sha, at) =>
      at && assert.ok(world.history.isAncestor(went[at - 1], sha), `${sha} went up after ${went[at - 1]}`),
  );
}

const saves = (...times: number[]): Step[] => times.map((at) => ({ at, change: 'content' }));

describe('her saves through GitHub’s queue, over the workflow files', () => {
  it('reads the real workflows: Checks, Clock and Publish, each job with its work', () => {
    assert.deepEqual(realWorkflows.map((workflow) => workflow.name).sort(), ['Checks', 'Clock', 'Publish']);
  });

  for (const gap of [1, 3, 10])
    it(`two saves ${gap} minute${gap === 1 ? '' : 's'} apart: the second is live within one build`, () => {
      const { world, queue } = play(saves(10, 10 + gap));
      assertLastSaveLive(world, 10 + gap);
      assertNothingLostToTheQueue(world, queue);
      assertNeverOlder(world);
      assert.equal(
        queue.runs.filter((run) => run.workflow.name === 'Checks').length,
        0,
        'her saves spend no Checks minutes',
      );
    });

  it('five saves in twenty minutes: the last is live within one build', () => {
    const { world, queue } = play(saves(5, 9, 14, 18, 25));
    if (process.env.TRACE) trace(queue, world);
    assertLastSaveLive(world, 25);
    assertNothingLostToTheQueue(world, queue);
    assertNeverOlder(world);
    assert.ok(
      cancelledPublishes(queue).length > 0,
      'the sequence replaces a waiting publish, as GitHub does',
    );
  });

  it('a save while a publish runs, and the hourly tick in the middle', () => {
    const { world, queue } = play(saves(50, 56, 66));
    assertLastSaveLive(world, 66);
    assertNothingLostToTheQueue(world, queue);
    assertNeverOlder(world);
  });

  for (const result of ['success', 'failure'] as const)
    it(`a code push, then a save: the save goes up on the live code at once; Checks ${result === 'success' ? 'passing puts the code up too' : 'failing keeps the code back'}`, () => {
      const { world, queue } = play(
        [
          { at: 10, change: 'code' },
          { at: 14, change: 'content' },
        ],
        {
          checks: (commit) => (commit.code > 0 ? result : 'success'),
        },
      );
      assertNothingLostToTheQueue(world, queue);
      assertNeverOlder(world);
      const first = world.publishes.find((entry) => entry.went && entry.source?.content === 'c2');
      assert.ok(
        first && (first.ended ?? Infinity) <= 14 + minutes.plan + minutes.build + 0.5,
        'her save waited for Checks',
      );
      assert.equal(first?.source?.code, 'c0', 'her save went up on the code the site ran');
      assert.equal(world.live?.code, result === 'success' ? 'c2' : 'c0');
      if (result === 'success') {
        const checks = queue.runs.find((run) => run.workflow.name === 'Checks' && run.sha === 'c1')!;
        const done = Math.max(...Object.values(checks.jobs).map((job) => job.ended ?? 0));
        const code = world.publishes.find((entry) => entry.went && entry.source?.code === 'c2');
        assert.ok(
          code && (code.ended ?? Infinity) <= done + 0.1 + minutes.plan + minutes.build + 0.5,
          'the code waited more than a build after Checks',
        );
      }
    });

  it('two code pushes: the first Checks is cancelled, and its run replaces nothing that would have published', () => {
    const { world, queue } = play([
      { at: 10, change: 'code' },
      { at: 20, change: 'code' },
      { at: 22, change: 'content' },
    ]);
    assert.ok(queue.runs.some((run) => run.workflow.name === 'Checks' && run.conclusion === 'cancelled'));
    assertNothingLostToTheQueue(world, queue);
    assert.equal(world.live?.content, 'c3');
    assert.equal(world.live?.code, 'c3');
  });

  it('a save that needs held code waits for Checks, told once; it goes up once Checks passes', () => {
    const { world } = play(
      [
        { at: 10, change: 'code' },
        { at: 14, change: 'content', needsCode: true },
      ],
      { hours: 6 },
    );
    assert.equal(world.issueComments, 1, 'one message for one problem');
    assert.equal(world.live?.content, 'c2');
    assert.equal(world.live?.code, 'c2');
    const tried = world.publishes.filter(
      (entry) => entry.source?.content === 'c2' && entry.source.code === 'c0',
    );
    assert.equal(tried.length, 1, 'the held save is built on the old code once, not every hour');
  });

  it('after a save that breaks the build, the clock rebuilds nothing every hour, and a post that comes due still goes up', () => {
    const { world } = play(
      [
        { at: 10, change: 'content', schedules: '2026-12-01' },
        { at: 30, change: 'content', broken: true },
      ],
      { hours: 20 },
    );
    assert.equal(world.issueComments, 1);
    assert.equal(
      world.publishes.filter((entry) => entry.source?.content === 'c2').length,
      1,
      'one build of the broken save',
    );
    const due = world.publishes.find((entry) => entry.went && entry.started > 10 * 60);
    assert.ok(due, 'the post that came due on December 1 did not go up');
    assert.equal(due.source?.content, 'c1', 'it went up with the live save, not the broken one');
    assert.equal(world.today(due.ended!), '2026-12-01');
    assert.ok(
      dateAt(due.ended!).getTime() - Date.parse('2026-12-01T05:00:00Z') <= 75 * 60_000,
      'not within the hour after midnight',
    );
  });

  it('a save whose push GitHub never delivered goes up with the clock’s next tick', () => {
    const { world } = play([{ at: 10, change: 'content', lost: true }]);
    const went = world.publishes.find((entry) => entry.went && entry.source?.content === 'c1');
    assert.ok(went && (went.ended ?? Infinity) <= 67 + minutes.clock + minutes.plan + minutes.build + 0.5);
  });

  it('a post scheduled for tomorrow goes up within the hour after her midnight, with nothing saved since', () => {
    const { world } = play([{ at: 10, change: 'content', schedules: '2026-12-01' }], { hours: 20 });
    const due = world.publishes.filter((entry) => entry.went && entry.started > 60);
    assert.equal(due.length, 1, 'one publish for the post that came due');
    assert.ok(dateAt(due[0].ended!).getTime() - Date.parse('2026-12-01T05:00:00Z') <= 75 * 60_000);
    const ticks = world.publishes.filter((entry) => entry.started > 60 && !entry.went);
    assert.equal(ticks.length, 0, 'the clock started no publish that had nothing to do');
  });
});

describe('the model has teeth', () => {
  /** The workflows as they were: one queue for the whole Publish run, entered by every run. */
  const withWorkflowGroup = realWorkflows.map((workflow) => {
    if (workflow.name === 'Checks') return { ...workflow, on: { ...workflow.on, push: {} } };
    if (workflow.name !== 'Publish') return workflow;
    const jobs = Object.fromEntries(
      Object.entries(workflow.jobs).map(([id, job]) => {
        const { concurrency, ...rest } = job;
        void concurrency;
        return [
          id,
          id === 'plan'
            ? {
                ...rest,
                if: "github.event_name != 'workflow_run' || github.event.workflow_run.conclusion == 'success'",
              }
            : rest,
        ];
      }),
    );
    return readWorkflow(
      workflow.file,
      stringify({
        ...parse(stringify(workflow)),
        concurrency: { group: 'publish', 'cancel-in-progress': false },
        jobs,
      }),
    );
  });

  it('a workflow-level group, entered by the run of a cancelled Checks, drops the second of two saves three minutes apart', () => {
    const { world, queue } = play(saves(10, 13), { workflows: withWorkflowGroup });
    if (process.env.TRACE) trace(queue, world);
    assert.throws(() => assertLastSaveLive(world, 13), /later than one build|not live|no publish/);
  });

  it('a publish that keeps its plan’s choice, when a slow plan queues last, leaves the newest save waiting', () => {
    // The second save's plan takes six minutes: its publish queues after the third's and replaces it.
    const pace: Pace = {
      plan: (run) => (run.sha === 'c2' && run.workflow.name === 'Publish' ? 6 : minutes.plan),
    };
    const kept = play(saves(10, 12, 13), { pace: { ...pace, keepsPlanChoice: true } });
    if (process.env.TRACE) trace(kept.queue, kept.world);
    assert.throws(() => assertLastSaveLive(kept.world, 13), /not live|later than one build|took c2/);
    const { world, queue } = play(saves(10, 12, 13), { pace });
    assertLastSaveLive(world, 13);
    assertNothingLostToTheQueue(world, queue);
  });

  it('the folders Checks leaves to Publish are the editor’s', () => {
    const checks = realWorkflows.find((workflow) => workflow.name === 'Checks')!;
    assert.deepEqual(
      checks.on.push?.['paths-ignore'],
      editorFolders.map((folder) => `${folder}/**`),
    );
  });
});
