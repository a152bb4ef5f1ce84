// npm run letter: an issue of the Tomorrow Letter as email. Writes the email's HTML, its text twin
// and a preview at 375 and 600 px to .letter/<slug>/, and with --kit drafts it in Kit (never sends).
// The command only calls `runLetter`; this is what it does, given its arguments and environment.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, isAbsolute, join, relative, resolve } from 'node:path';
import { parseArgs, parseEnv } from 'node:util';
import type { IsoDate } from '@/lib/time/dates';
import { issuesNewestFirst, type LetterIssue, letterKind } from '@/lib/letters/letter-kind';
import { letterEdition, type LetterEdition } from '@/emails/letter-edition';
import { sitePalette } from '@/emails/site-palette';
import { isIsoDate } from '@/lib/time/dates';
import { escapeHtml } from '@/lib/text/escape-html';
import { buildSiteConfig, isPlaceholderUrl, settingName } from '@/lib/site/site-config';
import { loadContent, markdownFiles, problemReport } from '../../content-loader/content-files';
import { draftBroadcast, KitError, kitDraftUrl, type KitSettings } from './kit-drafts';
import { authorToday, readSettings } from '../../content-loader/site-files';

export const usage =
  'Usage: npm run letter -- [<slug>] [--kit] [--no-open] [--root <dir>] [--today YYYY-MM-DD]';

export const kitDefaults = { baseUrl: 'https://api.kit.com', timeoutMs: 30_000 } as const;

/**
 * How much of a message's HTML Gmail shows, about 102 KB: past it, Gmail clips the message and
 * hides the rest behind "View entire message", the unsubscribe link Kit adds at the end with it.
 */
export const gmailClipBytes = 102 * 1024;

export interface LetterRun {
  args: readonly string[];
  /** The environment; `.env.local` and `.env` under the project's folder fill in what it lacks. */
  env: Record<string, string | undefined>;
  /** The site's code, whose stylesheet gives the email its colours. */
  siteRoot: string;
  print: (line: string) => void;
  complain: (line: string) => void;
  /** Shows the preview to the author; left out where nobody is watching (CI, a pipe). */
  open?: (path: string) => void;
  timeoutMs?: number;
}

/** The variables of `.env.local` and `.env`, in Next's order: `.env.local` wins, the environment beats both. */
function envFiles(root: string): Record<string, string | undefined> {
  return ['.env', '.env.local'].reduce<Record<string, string | undefined>>((found, name) => {
    const path = join(root, name);
    return existsSync(path) ? { ...found, ...parseEnv(readFileSync(path, 'utf8')) } : found;
  }, {});
}

/** Letters two slugs differ by, so a typo finds the issue that was meant. */
function distance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++)
      next[j] = Math.min(row[j] + 1, next[j - 1] + 1, row[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    row = next;
  }
  return row[b.length];
}

function nearest(slug: string, issues: readonly LetterIssue[]): string[] {
  return [...issues]
    .map((issue) => ({ slug: issue.slug, score: issue.slug.includes(slug) ? 0 : distance(slug, issue.slug) }))
    .sort((a, b) => a.score - b.score || a.slug.localeCompare(b.slug))
    .slice(0, 3)
    .map((match) => match.slug);
}

/** A page for the author: the email at a phone's width and at its full column, and its text twin. */
function previewPage(issue: LetterIssue, edition: LetterEdition): string {
  const frame = (width: number, label: string) =>
    `<figure><figcaption>${label}</figcaption><iframe width="${width}" title="The email at ${width} px" srcdoc="${escapeHtml(edition.html)}"></iframe></figure>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Email preview: issue ${issue.number}</title>
<style>
body { margin: 0; padding: 16px 24px; font-family: system-ui, sans-serif; background: #e9e6e1; color: #221a2b; }
.frames { display: flex; flex-wrap: wrap; gap: 24px; align-items: flex-start; }
figure { margin: 0; }
figcaption { font-size: 14px; margin-bottom: 6px; }
iframe { height: 85vh; border: 1px solid #b9b2a9; background: #fff; }
pre { max-width: 600px; white-space: pre-wrap; background: #fff; padding: 16px; border: 1px solid #b9b2a9; }
</style>
</head>
<body>
<p><strong>Subject:</strong> ${escapeHtml(edition.subject)}<br><strong>Preview text:</strong> ${escapeHtml(edition.previewText)}</p>
<div class="frames">
${frame(375, '375 px: a phone')}
${frame(600, '600 px: the full column')}
</div>
<h2>Plain text</h2>
<pre>${escapeHtml(edition.text)}</pre>
</body>
</html>
`;
}

/** Kit's settings from the environment, or the one line that says which is missing and where to get it. */
function kitSettings(env: Record<string, string | undefined>, timeoutMs: number): KitSettings | string {
  const apiKey = env.KIT_API_KEY?.trim();
  if (!apiKey)
    return 'KIT_API_KEY is not set: create a v4 API key in Kit (Settings > Developer > API keys) and put KIT_API_KEY=<the key> in .env.local; nothing was sent to Kit';
  const templateId = Number(env.KIT_EMAIL_TEMPLATE_ID?.trim());
  if (!Number.isInteger(templateId) || templateId <= 0)
    return 'KIT_EMAIL_TEMPLATE_ID is not set to a template id: make the HTML template of docs/publishing.md in Kit, copy the number from its address, and put KIT_EMAIL_TEMPLATE_ID=<the number> in .env.local; nothing was sent to Kit';
  const baseUrl = env.KIT_API_BASE_URL?.trim() || kitDefaults.baseUrl;
  if (!/^https?:\/\/[^/]/.test(baseUrl))
    return `KIT_API_BASE_URL "${baseUrl}" is not an http(s) address; leave it unset for ${kitDefaults.baseUrl}`;
  return { apiKey, templateId, baseUrl, timeoutMs };
}

/** Runs the command; the exit code: 0 done, 1 the letter or Kit said no, 2 the command line is wrong. */
export async function runLetter(run: LetterRun): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...run.args],
      options: {
        kit: { type: 'boolean', default: false },
        'no-open': { type: 'boolean', default: false },
        root: { type: 'string' },
        today: { type: 'string' },
      },
      allowPositionals: true,
    });
  } catch (error) {
    run.complain(`${(error as Error).message}\n${usage}`);
    return 2;
  }
  const { values, positionals } = parsed;
  if (positionals.length > 1) {
    run.complain(usage);
    return 2;
  }
  const root = resolve(run.siteRoot, values.root ?? '.');
  const today = values.today ?? authorToday(root);
  if (!isIsoDate(today)) {
    run.complain(`--today "${today}" is not a date written YYYY-MM-DD`);
    return 2;
  }

  // An empty variable counts as unset, so .env.local can still fill it in.
  const set = Object.entries(run.env).filter(([, value]) => value?.trim());
  const env = { ...envFiles(root), ...Object.fromEntries(set) };
  const key = env.KIT_API_KEY?.trim();
  // However a line comes to hold the key (an answer that echoes a request, say), it is never shown.
  const hide = (line: string) => (key ? line.split(key).join('[KIT_API_KEY]') : line);
  const say = (line: string) => run.print(hide(line));
  const complain = (line: string) => run.complain(hide(line));

  const { posts, problems } = loadContent({ root, today: today as IsoDate, includeUnpublished: true });
  const letterIssues = posts.letter;
  if (problems.length) {
    problemReport(problems).forEach(complain);
    return 1;
  }
  const [slug] = positionals;
  const issue = slug ? letterIssues.find((entry) => entry.slug === slug) : issuesNewestFirst(letterIssues)[0];
  if (!issue) {
    complain(
      slug
        ? `No issue "${slug}" in content/${letterKind.folder}/. The nearest: ${nearest(slug, letterIssues).join(', ')}`
        : `content/${letterKind.folder}/ has no issue yet: start one with npm run new -- letter "Title"`,
    );
    return 1;
  }

  const { url: siteUrl } = buildSiteConfig(readSettings(root, env).env);
  if (values.kit && isPlaceholderUrl(siteUrl)) {
    complain(
      `${settingName('siteUrl')} is the placeholder ${siteUrl}, so every link of the email would lead nowhere: set it; nothing was sent to Kit`,
    );
    return 1;
  }
  const folder = join(root, 'content', letterKind.folder);
  const path = markdownFiles(folder).find((file) => basename(file) === `${issue.slug}.md`);
  const file = relative(root, path ?? join(folder, `${issue.slug}.md`))
    .split('\\')
    .join('/');
  let edition: LetterEdition;
  try {
    edition = await letterEdition(issue, { root, file, siteUrl, palette: sitePalette(run.siteRoot) });
  } catch (error) {
    complain((error as Error).message);
    return 1;
  }

  const outDir = join(root, '.letter', issue.slug);
  mkdirSync(outDir, { recursive: true });
  const shown = (name: string) => {
    const full = join(outDir, name);
    const near = relative(process.cwd(), full);
    return near.startsWith('..') || isAbsolute(near) ? full : near;
  };
  writeFileSync(join(outDir, 'email.html'), edition.html);
  writeFileSync(join(outDir, 'email.txt'), edition.text);
  writeFileSync(join(outDir, 'preview.html'), previewPage(issue, edition));
  const status = issue.status ? ` (${issue.status})` : '';
  say(`Issue ${issue.number}, “${issue.title}”${status}, as email:`);
  say(`  ${shown('email.html')}  the HTML Kit sends`);
  say(`  ${shown('email.txt')}  its plain-text twin`);
  say(`  ${shown('preview.html')}  both, at 375 and 600 px`);
  if (isPlaceholderUrl(siteUrl))
    say(`Links point at the placeholder ${siteUrl} until ${settingName('siteUrl')} is set.`);
  const htmlBytes = Buffer.byteLength(edition.html);
  if (htmlBytes > gmailClipBytes)
    say(
      `Its HTML is ${Math.round(htmlBytes / 1024)} KB, past the ${gmailClipBytes / 1024} KB or so after which Gmail clips an email: readers there see the start, then “View entire message”, and the rest, the unsubscribe link included, only if they open it.`,
    );
  if (!values['no-open']) run.open?.(join(outDir, 'preview.html'));
  if (!values.kit) return 0;

  const settings = kitSettings(env, run.timeoutMs ?? kitDefaults.timeoutMs);
  if (typeof settings === 'string') {
    complain(settings);
    return 1;
  }
  try {
    const { id, action } = await draftBroadcast(settings, {
      subject: edition.subject,
      previewText: edition.previewText,
      content: edition.html,
      description: `The Tomorrow Letter, issue ${issue.number}: ${issue.slug}`,
    });
    say(
      `${action === 'created' ? 'Created' : 'Updated'} the draft broadcast ${id} in Kit. Nothing was sent.`,
    );
    say(`Review and send it in Kit: ${kitDraftUrl(id)}`);
    return 0;
  } catch (error) {
    if (!(error instanceof KitError)) throw error;
    complain(
      error.unanswered
        ? `${error.message}: Kit may have made the change. Run this again: it finds the draft and updates it rather than making another.`
        : `${error.message}. Kit is as it was: nothing was created or changed.`,
    );
    return 1;
  }
}
