// What goes up (`resolve`): main's newest save, on main's code when Checks cleared it, else on the
// newest code that was cleared, so her writing never waits for a code change. Pure over `History`,
// which git (`gitHistory`) and the queue model in the tests both implement.
import { execFileSync } from 'node:child_process';
import { editorFolders } from '@/lib/editor/editor-folders';
import { postKinds } from '@/lib/posts/post-kinds';
import { dueSince, readPostFields } from '@/scripts/publish/due';

/** A build's sources: the commit of her content (and media), and the commit of everything else. */
export interface Source {
  content: string;
  code: string;
}

export interface LiveBuild extends Source {
  /** The day, where she lives, the build published the posts of. */
  asOf: string;
}

/** A build that failed, as the open issue remembers it; `transient` when the host, not she, failed it. */
export interface FailedBuild {
  source: Source;
  transient: boolean;
}

/** What started the run: a push to main, Checks finishing, the hourly clock, or her hand. */
export type Trigger = 'push' | 'checks' | 'clock' | 'hand';

export interface History {
  /** `head` and the commits before it, newest first (first parents). */
  ancestry(head: string): string[];
  isAncestor(ancestor: string, commit: string): boolean;
  /** The files outside the editor's folders that differ between two commits. */
  codeChanges(from: string, to: string): string[];
  sameContent(a: string, b: string): boolean;
  /** The published dates of the posts that are not drafts, as written at `commit`. */
  publishedDates(commit: string): string[];
}

export interface ResolveFacts {
  trigger: Trigger;
  head: string;
  live: LiveBuild | null;
  /** The commits Checks passed on. */
  checked: ReadonlySet<string>;
  failed: FailedBuild | null;
  today: string;
}

/** A code change her newest save waits on: the oldest commit since the cleared code that changes code. */
export interface Held {
  change: string;
  files: string[];
}

export type Resolution =
  | { publish: true; source: Source; why: string; held?: Held; again?: boolean }
  | { publish: false; why: string; refused?: boolean };

export const short = (commit: string) => commit.slice(0, 7);

export const sameBuild = (history: History, a: Source, b: Source) =>
  history.sameContent(a.content, b.content) &&
  (a.code === b.code || history.codeChanges(a.code, b.code).length === 0);

const listed = (files: readonly string[]) =>
  `${files.slice(0, 3).join(', ')}${files.length > 3 ? ` and ${files.length - 3} more` : ''}`;

/** The source main's newest save goes up with, and the code change it waits on, if any. */
export function newestSource(history: History, facts: ResolveFacts) {
  const cleared = new Set(facts.checked);
  if (facts.live) cleared.add(facts.live.code);
  const ancestry = history.ancestry(facts.head);
  const at = ancestry.findIndex((commit) => cleared.has(commit));
  if (at < 0) return null;
  const base = ancestry[at];
  const files = history.codeChanges(base, facts.head);
  if (!files.length) return { source: { content: facts.head, code: facts.head } };
  const since = ancestry.slice(0, at).reverse();
  const change =
    since.find((commit, index) => history.codeChanges(index ? since[index - 1] : base, commit).length) ??
    facts.head;
  return { source: { content: facts.head, code: base }, held: { change, files } };
}

/** Whether a run publishes, what, and why, in a line of her summary. */
export function resolve(history: History, facts: ResolveFacts): Resolution {
  const { trigger, head, live, today } = facts;
  const byHand = trigger === 'hand';
  if (live && live.content !== head && history.isAncestor(head, live.content))
    return {
      publish: false,
      why: `The site already serves ${short(live.content)}, saved after ${short(head)}.`,
    };
  const newest = newestSource(history, facts);
  if (!newest)
    return {
      publish: false,
      refused: byHand,
      why: `Not publishing ${short(head)} yet: the live site names no build to start from, and Checks has not passed on it. It goes up once Checks passes.`,
    };
  const { source, held } = newest;
  const dueOnLive = () => live && dueSince(live.asOf, today, history.publishedDates(live.content));
  if (live && sameBuild(history, source, live)) {
    const due = dueOnLive();
    if (due?.due)
      return { publish: true, source, again: true, why: `Publishing ${short(head)} again: ${due.why}.` };
    if (byHand)
      return { publish: true, source, again: true, why: `Publishing ${short(head)} again, as asked.` };
    return { publish: false, why: `The site already serves ${short(head)}; ${due?.why}.` };
  }
  const failed = facts.failed;
  const retry = byHand || (failed?.transient && trigger === 'clock');
  if (failed && !retry && sameBuild(history, source, failed.source)) {
    const due = dueOnLive();
    if (live && due?.due)
      return {
        publish: true,
        source: { content: live.content, code: live.code },
        again: true,
        why: `Publishing what the site serves (${short(live.content)}) again: ${due.why}; your newest save stays held, as the open issue says.`,
      };
    return {
      publish: false,
      why: `Not trying ${short(head)} again: it did not go up last time, and nothing has changed since (the open issue says why). Your next save tries again, or Actions › Publish › Run workflow.`,
    };
  }
  const on = held
    ? `on the code the site runs (${short(source.code)}), since ${short(held.change)} changes ${listed(held.files)} and Checks has not passed on it`
    : live && history.codeChanges(live.code, source.code).length === 0
      ? 'on the code the site runs'
      : 'with code Checks passed';
  return {
    publish: true,
    source,
    held,
    why: `Publishing ${short(head)} ${on}${live ? `; the site serves ${short(live.content)}` : ''}.`,
  };
}

/** The texts of `objects` (`commit:path`), read in one `git cat-file --batch`. */
function blobs(root: string, objects: readonly string[]): string[] {
  if (!objects.length) return [];
  const out = execFileSync('git', ['cat-file', '--batch'], {
    cwd: root,
    input: `${objects.join('\n')}\n`,
    maxBuffer: 256 << 20,
  });
  const texts: string[] = [];
  let at = 0;
  while (at < out.length) {
    const end = out.indexOf(10, at);
    const [, type, size] = out.subarray(at, end).toString('utf8').split(' ');
    if (type !== 'blob') {
      at = end + 1;
      continue;
    }
    texts.push(out.subarray(end + 1, end + 1 + Number(size)).toString('utf8'));
    at = end + 1 + Number(size) + 1;
  }
  return texts;
}

/** A checkout's history, through git. */
export function gitHistory(root: string): History {
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: 'pipe', maxBuffer: 64 << 20 }).trim();
  const outside = editorFolders.map((folder) => `:(exclude)${folder}`);
  return {
    ancestry: (head) => git('rev-list', '--first-parent', head).split('\n').filter(Boolean),
    isAncestor(ancestor, commit) {
      try {
        git('merge-base', '--is-ancestor', ancestor, commit);
        return true;
      } catch {
        return false;
      }
    },
    codeChanges: (from, to) =>
      git('diff', '--name-only', '--no-renames', from, to, '--', '.', ...outside)
        .split('\n')
        .filter(Boolean),
    sameContent: (a, b) => a === b || git('diff', '--name-only', a, b, '--', ...editorFolders) === '',
    publishedDates(commit) {
      const folders = Object.values(postKinds).map((kind) => `content/${kind.folder}`);
      const files = git('ls-tree', '-r', '--name-only', commit, '--', ...folders)
        .split('\n')
        .filter((file) => file.endsWith('.md'));
      return blobs(
        root,
        files.map((file) => `${commit}:${file}`),
      ).flatMap((text) => {
        const fields = readPostFields(text);
        return fields && !fields.draft && fields.publishedDate ? [fields.publishedDate] : [];
      });
    },
  };
}
