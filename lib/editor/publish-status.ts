// What the editor's status says about her site: which save the live site serves, and what became of her
// newest one (docs/publishing.md, "After a save").

export interface Save {
  sha: string;
  /** ISO 8601. */
  date: string;
  title: string;
}

/** GitHub's deployment status states, or `created` for a deployment with none yet. */
export type PublishState =
  'created' | 'queued' | 'pending' | 'in_progress' | 'success' | 'failure' | 'error' | 'inactive';

export interface PublishRecord {
  state: PublishState;
  /** 140 characters at most. */
  description: string;
  logUrl: string | null;
}

export type GitHubReach = 'read' | 'no-repository' | 'signed-out' | 'no-answer';

export interface PublishFacts {
  /** `/build.json`, or null when the live site did not say. */
  build: { asOf: string; commit?: string } | null;
  live: Save | null;
  newest: Save | null;
  /** Null when no publish run has looked at her newest save yet. */
  record: PublishRecord | null;
  github: GitHubReach;
}

export type StatusTone = 'live' | 'coming' | 'held' | 'unknown';

export interface PublishStatus {
  tone: StatusTone;
  label: string;
  live: string;
  newest: string;
  link: { href: string; text: string } | null;
}

export const usualPublishMinutes = 15;

const labels: Record<StatusTone, string> = {
  live: 'Site is up to date',
  coming: 'Publishing your save',
  held: 'Your save is held',
  unknown: 'What is live',
};

const clock = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;

/** `Nov 29, 10:42`, in her time zone. */
export function saveTime(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone, month: 'short', day: 'numeric', ...clock }).format(
    new Date(iso),
  );
}

/** `Checked at 10:47.`, in her time zone. */
export function checkedAt(now: Date, timeZone: string): string {
  return `Checked at ${new Intl.DateTimeFormat('en-US', { timeZone, ...clock }).format(now)}.`;
}

/** `Nov 29` for the calendar date `2026-11-29`, the same in every zone. */
function calendarDay(isoDate: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}

export function saveTitle(message: string): string {
  return message.split('\n', 1)[0].trim();
}

function liveLine({ build, live }: PublishFacts, timeZone: string): string {
  // The editor's own messages quote a post's name (“data-gaps”): inside our quotes, they turn single.
  const title = live?.title.replace(/“/g, '‘').replace(/”/g, '’');
  if (live) return `Live: your save of ${saveTime(live.date, timeZone)} — “${title}”`;
  if (build) return `Live: the site as built on ${calendarDay(build.asOf)}.`;
  return 'The live site does not say which save it shows.';
}

/** A later commit includes her newest save. */
export function newestIsLive({
  build,
  live,
  newest,
}: Pick<PublishFacts, 'build' | 'live' | 'newest'>): boolean {
  if (!newest) return false;
  if (build?.commit === newest.sha) return true;
  return Boolean(live && Date.parse(live.date) >= Date.parse(newest.date));
}

export function publishStatus(facts: PublishFacts, timeZone: string): PublishStatus {
  const live = liveLine(facts, timeZone);
  const say = (tone: StatusTone, newest: string, link: PublishStatus['link'] = null): PublishStatus => ({
    tone,
    label: labels[tone],
    live,
    newest,
    link,
  });
  const { newest, record, github } = facts;
  if (github === 'no-repository')
    return say(
      'unknown',
      'This editor was built without the name of its repository, so it cannot follow your saves.',
    );
  if (github === 'signed-out')
    return say('unknown', 'Sign in to see whether your newest save is on its way.');
  if (github === 'no-answer')
    return say('unknown', 'GitHub did not answer just now; this will ask again shortly.');
  if (!newest) return say('unknown', 'GitHub lists no save of yours yet.');
  if (newestIsLive(facts)) {
    // A live save's record says "Live", or what she should know before she goes (a post GitHub's
    // pause of a quiet repository would hold).
    const note =
      record?.state === 'success' && record.description.trim() !== 'Live' ? record.description.trim() : '';
    return say('live', `Your newest save is live.${note ? ` ${note}` : ''}`);
  }

  const yours = `Your newest save (${saveTime(newest.date, timeZone)})`;
  const link = record?.logUrl ? { href: record.logUrl, text: 'Details on GitHub' } : null;
  // The run writes a sentence of its own, often with its own lead ("Held: …"), so it follows ours.
  const words = record?.description.trim() ?? '';
  const said = words && !/[.!?]$/.test(words) ? ` ${words}.` : words && ` ${words}`;
  switch (record?.state) {
    case undefined:
      return say('coming', `${yours} is on its way: publishing is starting.`);
    case 'queued':
      return say('coming', `${yours} is on its way: it waits for the publish that is running.`, link);
    case 'created':
    case 'pending':
    case 'in_progress':
      return say(
        'coming',
        `${yours} is on its way: being built, usually live within ${usualPublishMinutes} minutes.`,
        link,
      );
    case 'success':
      return say('coming', `${yours} is published; the site will show it in a few minutes.`, link);
    case 'failure':
      return say('held', `${yours} is not on the site.${said}`, link);
    case 'error':
      return say(
        'coming',
        `${yours} is not on the site yet.${said} It is tried again within the hour.`,
        link,
      );
    case 'inactive':
      return say('held', `${yours} is not on the site, and no publish is under way for it.`, link);
  }
}
