// A model of how GitHub Actions starts, queues and cancels runs, as its docs say ("Events that trigger
// workflows", "Control the concurrency of workflows and jobs"), played over parsed workflow files. What
// each job does, and how long it takes, is the caller's (`JobWork`).
import { parse } from 'yaml';
import { fill, runs, type Value } from './actions-expressions';

export interface Trigger {
  push?: { branches?: string[]; 'paths-ignore'?: string[]; paths?: string[] } | null;
  workflow_run?: { workflows: string[]; types?: string[]; branches?: string[] };
  schedule?: { cron: string }[];
  workflow_dispatch?: unknown;
  pull_request?: unknown;
}

interface Concurrency {
  group: string;
  'cancel-in-progress'?: boolean;
}

interface JobFile {
  needs?: string | string[];
  if?: string;
  concurrency?: Concurrency | string;
}

export interface Workflow {
  file: string;
  name: string;
  on: Trigger;
  concurrency?: Concurrency | string;
  jobs: Record<string, JobFile>;
}

export function readWorkflow(file: string, text: string): Workflow {
  const parsed = parse(text) as Omit<Workflow, 'file'>;
  return { ...parsed, file };
}

/** How a glob of a path filter reads (`**` any folders, `*` within one). */
const globPattern = (glob: string) =>
  new RegExp(
    `^${glob
      .replace(/[.+^${}()|[\]\\]/g, '\\$&')
      .replace(/\*\*/g, '\u0000')
      .replace(/\*/g, '[^/]*')
      .replace(/\u0000/g, '.*')}$`,
  );

/** Whether a push of `files` to `branch` starts `on.push`, by its branch and path filters. */
export function pushStarts(
  trigger: Trigger['push'] | undefined,
  branch: string,
  files: readonly string[],
): boolean {
  if (trigger === undefined) return false;
  if (trigger === null) return true;
  if (trigger.branches && !trigger.branches.includes(branch)) return false;
  const ignored = (trigger['paths-ignore'] ?? []).map(globPattern);
  if (ignored.length && files.every((file) => ignored.some((pattern) => pattern.test(file)))) return false;
  const wanted = (trigger.paths ?? []).map(globPattern);
  return !wanted.length || files.some((file) => wanted.some((pattern) => pattern.test(file)));
}

export type Conclusion = 'success' | 'failure' | 'cancelled' | 'skipped';

export interface Run {
  id: number;
  workflow: Workflow;
  event: 'push' | 'workflow_run' | 'schedule' | 'workflow_dispatch';
  /** The commit the event names (a push's, or the completed run's). */
  sha: string;
  /** `github.event`, as the expressions read it. */
  payload: Record<string, Value>;
  created: number;
  state: 'pending' | 'running' | 'done';
  cancelling?: boolean;
  conclusion?: Conclusion;
  jobs: Record<string, JobRun>;
}

export interface JobRun {
  id: string;
  state: 'waiting' | 'pending' | 'running' | 'done';
  conclusion?: Conclusion;
  outputs: Record<string, string>;
  started?: number;
  ended?: number;
  /** Whether it was cancelled before it started: replaced in its group's queue. */
  replaced?: boolean;
  /** Its concurrency group, when it has one. */
  group?: string;
  work?: JobDoing;
}

/** What a job does once it starts: how long it takes, and what it concludes and outputs at the end. */
export interface JobDoing {
  minutes: number;
  end(now: number): { conclusion: 'success' | 'failure'; outputs?: Record<string, string> };
}

export type JobWork = (job: { run: Run; job: string; now: number; queue: Queue }) => JobDoing;

interface Holder {
  running?: { cancel(now: number): void; id: string };
  pending?: { start(now: number): void; cancel(now: number): void; id: string };
}

export class Queue {
  now = 0;
  runs: Run[] = [];
  private events: { at: number; order: number; act: () => void }[] = [];
  private order = 0;
  private groups = new Map<string, Holder>();
  private nextId = 1;

  constructor(
    readonly workflows: readonly Workflow[],
    readonly work: Record<string, JobWork>,
    readonly branch = 'main',
  ) {
    for (const workflow of workflows)
      for (const job of Object.keys(workflow.jobs))
        if (!work[`${workflow.file}#${job}`])
          throw new Error(`the model has no work for ${workflow.file}#${job}`);
  }

  at(time: number, act: () => void) {
    this.events.push({ at: time, order: this.order++, act });
  }

  /** Plays every event up to `until`. */
  play(until: number) {
    for (;;) {
      this.events.sort((a, b) => a.at - b.at || a.order - b.order);
      const next = this.events[0];
      if (!next || next.at > until) break;
      this.events.shift();
      this.now = next.at;
      next.act();
    }
    this.now = until;
  }

  /** A push of `sha` changing `files`: each workflow whose push filter matches starts. */
  push(sha: string, files: readonly string[]) {
    for (const workflow of this.workflows)
      if (pushStarts(workflow.on.push, this.branch, files))
        this.start(workflow, 'push', sha, { ref: `refs/heads/${this.branch}` });
  }

  /** The schedules of every workflow, from `from` to `until`: only hourly crons (`m * * * *`) are read. */
  schedules(from: number, until: number, head: () => string) {
    for (const workflow of this.workflows)
      for (const { cron } of workflow.on.schedule ?? []) {
        const [minute, ...rest] = cron.split(' ');
        if (rest.join(' ') !== '* * * *') throw new Error(`a schedule the model cannot read: ${cron}`);
        for (let hour = Math.floor(from / 60) * 60; hour + Number(minute) <= until; hour += 60)
          if (hour + Number(minute) >= from)
            this.at(hour + Number(minute), () => this.start(workflow, 'schedule', head(), {}));
      }
  }

  /** A `workflow_dispatch` of the workflow in `file`, with `inputs`. */
  dispatch(file: string, sha: string, inputs: Record<string, string>) {
    const workflow = this.workflows.find((entry) => entry.file === file);
    if (!workflow?.on || !('workflow_dispatch' in workflow.on))
      throw new Error(`${file} cannot be dispatched`);
    this.start(workflow, 'workflow_dispatch', sha, { inputs });
  }

  private context(run: Run, needs: Record<string, Value> = {}): Record<string, Value> {
    return {
      github: {
        event_name: run.event,
        ref: `refs/heads/${this.branch}`,
        sha: run.sha,
        event: run.payload,
        run_id: String(run.id),
        repository: 'her/site',
        server_url: 'https://github.com',
        workspace: '/work',
        token: 'token',
      },
      inputs: (run.payload.inputs as Value) ?? {},
      needs,
      vars: {},
      secrets: {},
      env: {},
    };
  }

  private start(workflow: Workflow, event: Run['event'], sha: string, payload: Record<string, Value>) {
    const run: Run = {
      id: this.nextId++,
      workflow,
      event,
      sha,
      payload,
      created: this.now,
      state: 'pending',
      jobs: Object.fromEntries(
        Object.keys(workflow.jobs).map((id) => [id, { id, state: 'waiting', outputs: {} } satisfies JobRun]),
      ),
    };
    this.runs.push(run);
    const begin = () => {
      run.state = 'running';
      this.advance(run);
    };
    if (!workflow.concurrency) return begin();
    this.enter(this.groupOf(workflow.concurrency, run), workflow.concurrency, {
      id: `run ${run.id}`,
      start: begin,
      cancel: () => this.cancelRun(run),
    });
  }

  private groupOf(concurrency: Concurrency | string, run: Run) {
    const group = typeof concurrency === 'string' ? concurrency : concurrency.group;
    return fill(group, this.context(run), { failed: false, cancelled: false }).toLowerCase();
  }

  /** Enters a concurrency group: starts, waits, or replaces the one waiting, as GitHub documents. */
  private enter(
    name: string,
    concurrency: Concurrency | string,
    entry: { id: string; start(now: number): void; cancel(now: number): void },
  ) {
    const holder = this.groups.get(name) ?? {};
    this.groups.set(name, holder);
    const cancelRunning = typeof concurrency === 'object' && concurrency['cancel-in-progress'] === true;
    holder.pending?.cancel(this.now);
    holder.pending = undefined;
    if (holder.running && cancelRunning) {
      const running = holder.running;
      holder.running = undefined;
      running.cancel(this.now);
    }
    if (holder.running) {
      holder.pending = entry;
      return;
    }
    holder.running = { id: entry.id, cancel: entry.cancel };
    entry.start(this.now);
  }

  private leave(name: string, id: string) {
    const holder = this.groups.get(name);
    if (!holder || holder.running?.id !== id) return;
    holder.running = undefined;
    const next = holder.pending;
    holder.pending = undefined;
    if (next) {
      holder.running = { id: next.id, cancel: next.cancel };
      next.start(this.now);
    }
  }

  /** Starts every job whose needs are done, or skips it, by its `if:`. */
  private advance(run: Run) {
    if (run.state !== 'running' || run.cancelling) return;
    for (const [id, file] of Object.entries(run.workflow.jobs)) {
      const job = run.jobs[id];
      if (job.state !== 'waiting') continue;
      const needs = [file.needs ?? []].flat();
      if (!needs.every((need) => run.jobs[need].state === 'done')) continue;
      const needed = Object.fromEntries(
        needs.map((need) => [
          need,
          { result: run.jobs[need].conclusion ?? null, outputs: run.jobs[need].outputs },
        ]),
      );
      const status = {
        failed: needs.some((need) => run.jobs[need].conclusion === 'failure'),
        cancelled: needs.some((need) => run.jobs[need].conclusion === 'cancelled'),
      };
      const skippedNeed = needs.some((need) => run.jobs[need].conclusion === 'skipped');
      const condition = file.if ?? (skippedNeed ? 'false' : undefined);
      if (!runs(condition, this.context(run, needed), status)) {
        job.state = 'done';
        job.conclusion = 'skipped';
        continue;
      }
      const group = file.concurrency ? this.groupOf(file.concurrency, run) : '';
      const begin = () => this.startJob(run, job, group);
      job.group = group;
      job.state = 'pending';
      if (file.concurrency)
        this.enter(group, file.concurrency, {
          id: `run ${run.id} job ${id}`,
          start: begin,
          cancel: () => {
            job.replaced = job.state === 'pending';
            this.finishJob(run, job, 'cancelled', group);
          },
        });
      else begin();
    }
    this.conclude(run);
  }

  private startJob(run: Run, job: JobRun, group: string) {
    job.state = 'running';
    job.started = this.now;
    const doing = this.work[`${run.workflow.file}#${job.id}`]({
      run,
      job: job.id,
      now: this.now,
      queue: this,
    });
    job.work = doing;
    this.at(this.now + doing.minutes, () => {
      if (job.state !== 'running') return;
      const { conclusion, outputs = {} } = doing.end(this.now);
      job.outputs = outputs;
      this.finishJob(run, job, conclusion, group);
    });
  }

  private finishJob(run: Run, job: JobRun, conclusion: Conclusion, group: string) {
    if (job.state === 'done') return;
    job.state = 'done';
    job.conclusion = conclusion;
    job.ended = this.now;
    if (group) this.leave(group, `run ${run.id} job ${job.id}`);
    this.advance(run);
  }

  private cancelRun(run: Run) {
    if (run.state === 'done') return;
    run.cancelling = true;
    for (const job of Object.values(run.jobs))
      if (job.state !== 'done') {
        job.replaced = job.state !== 'running';
        this.finishJob(run, job, 'cancelled', job.group ?? '');
      }
    this.conclude(run);
  }

  private conclude(run: Run) {
    if (run.state === 'done' || !Object.values(run.jobs).every((job) => job.state === 'done')) return;
    run.state = 'done';
    const conclusions = Object.values(run.jobs).map((job) => job.conclusion);
    run.conclusion = conclusions.includes('failure')
      ? 'failure'
      : conclusions.includes('cancelled')
        ? 'cancelled'
        : 'success';
    if (run.workflow.concurrency) this.leave(this.groupOf(run.workflow.concurrency, run), `run ${run.id}`);
    // A run that completes, in any state, starts the workflows that name it.
    for (const workflow of this.workflows) {
      const on = workflow.on.workflow_run;
      if (!on?.workflows.includes(run.workflow.name) || !(on.types ?? ['completed']).includes('completed'))
        continue;
      if (on.branches && !on.branches.includes(this.branch)) continue;
      this.at(this.now + 0.1, () =>
        this.start(workflow, 'workflow_run', run.sha, {
          workflow_run: {
            conclusion: run.conclusion ?? null,
            event: run.event,
            head_sha: run.sha,
            head_branch: this.branch,
          },
        }),
      );
    }
  }
}
