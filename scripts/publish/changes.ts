#!/usr/bin/env tsx
// What a new build changes on the live site: each post it takes off, with why, and the letter issues to
// draft in Kit once it is live. Usage: tsx scripts/publish/changes.ts   (PUBLISH_SITE; CONTENT, LIVE_CONTENT:
// her saves' commits; LIVE_AS_OF: the day the live build was made as of)
import { execFileSync } from 'node:child_process';
import { appendFileSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { formatDisplayDate } from '@/lib/time/dates';
import type { IsoDate } from '@/lib/time/dates';
import { letterKind } from '@/lib/letters/letter-kind';
import { postKinds } from '@/lib/posts/post-kinds';
import { buildSiteConfig, isPlaceholderUrl } from '@/lib/site/site-config';
import { postsAsWritten, readPostFields, type PostAsWritten } from '@/scripts/publish/due';
import { readUrl } from '@/scripts/publish/read-url';
import { authorToday, readSettings } from '@/content-loader/site-files';

export function sitemapPaths(xml: string): Set<string> {
  return new Set(
    [...xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].flatMap(([, loc]) => {
      try {
        return [new URL(loc).pathname];
      } catch {
        return [];
      }
    }),
  );
}

/** Whether `path` is a post's own page, `/<route>/<slug>/`. */
function isPostPath(path: string) {
  const [route, slug, ...rest] = path.split('/').filter(Boolean);
  return (
    rest.length === 0 &&
    Object.values(postKinds).some((kind) => kind.route === route && slug && !kind.reserved.includes(slug))
  );
}

/** `deleted`: the titles of the posts deleted since the live build, by path. */
export function leavingPosts(
  live: ReadonlySet<string>,
  built: ReadonlySet<string>,
  posts: readonly PostAsWritten[],
  today: string,
  deleted: ReadonlyMap<string, string> = new Map(),
): string[] {
  return [...live]
    .filter((path) => isPostPath(path) && !built.has(path))
    .sort()
    .map((path) => {
      const post = posts.find((entry) => entry.path === path);
      if (!post) return `'${deleted.get(path) ?? path}' was deleted and leaves the site.`;
      if (post.draft) return `'${post.title}' is now a draft and leaves the site.`;
      if (post.publishedDate > today)
        return `'${post.title}' is now scheduled for ${formatDisplayDate(post.publishedDate as IsoDate)} and leaves the site until then.`;
      return `'${post.title}' is not in this build and leaves the site.`;
    });
}

// Issues changed since the live build, or dated after the day it was made as of. None when no earlier
// build is known (`liveAsOf` null), so a first publish drafts no old issue.
export function lettersToDraft(
  liveAsOf: string | null,
  built: ReadonlySet<string>,
  posts: readonly PostAsWritten[],
  changedFiles: readonly string[],
): string[] {
  if (!liveAsOf) return [];
  return posts
    .filter((post) => post.folder === letterKind.folder && built.has(post.path))
    .filter((post) => changedFiles.includes(post.file) || post.publishedDate > liveAsOf)
    .map((post) => basename(post.file, '.md'));
}

const git = (root: string, ...args: string[]) =>
  execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: 'pipe' }).trim();

/** The files under content/ changed between two commits, and the titles of the posts deleted, by path. */
function between(root: string, from: string, to: string) {
  const since = (...filter: string[]) =>
    git(root, 'diff', '--name-only', '--no-renames', ...filter, from, to, '--', 'content/')
      .split('\n')
      .filter(Boolean);
  const deleted = new Map<string, string>();
  for (const file of since('--diff-filter=D').filter((name) => name.endsWith('.md'))) {
    const kind = Object.values(postKinds).find((entry) => file.startsWith(`content/${entry.folder}/`));
    const title = readPostFields(git(root, 'show', `${from}:${file}`))?.title;
    if (kind && title) deleted.set(`/${kind.route}/${basename(file, '.md')}/`, title);
  }
  return { changed: since(), deleted };
}

/** `live` none: a first publish. `root` is the repository holding both commits. */
export async function findChanges(
  root: string,
  site: string,
  content: string,
  live?: { content: string; asOf: string },
) {
  const siteUrl = buildSiteConfig(readSettings(site).env).url;
  const built = sitemapPaths(readFileSync(join(site, 'out', 'sitemap.xml'), 'utf8'));
  const answer = isPlaceholderUrl(siteUrl) ? null : await readUrl(`${siteUrl}/sitemap.xml`, 15_000);
  const listed = answer && !('error' in answer) && answer.response.ok ? sitemapPaths(answer.text) : null;
  const posts = postsAsWritten(site);
  const { changed, deleted } = live
    ? between(root, live.content, content)
    : { changed: [], deleted: new Map() };
  return {
    listed: Boolean(listed),
    leaving: listed ? leavingPosts(listed, built, posts, authorToday(site), deleted) : [],
    letters: lettersToDraft(live?.asOf ?? null, built, posts, changed),
  };
}

async function main() {
  const env = process.env;
  const site = join(process.cwd(), env.PUBLISH_SITE ?? '.');
  const content = env.CONTENT?.trim() || 'HEAD';
  const live = env.LIVE_CONTENT?.trim()
    ? { content: env.LIVE_CONTENT.trim(), asOf: env.LIVE_AS_OF?.trim() ?? '' }
    : undefined;
  // What the build takes off the site is for her to know; it never stops the run. The letters to
  // draft come from git and the live build's date, never from a live site that may not answer.
  const { listed, leaving, letters } = await findChanges(process.cwd(), site, content, live);
  for (const line of leaving) console.log(`changes: ${line}`);
  const count = `${leaving.length} post${leaving.length === 1 ? '' : 's'} leave${leaving.length === 1 ? 's' : ''} the site`;
  const drafts = live
    ? `letter issues to draft once live: ${letters.join(' ') || 'none'}`
    : 'no earlier build is known, so no letter issue is drafted in Kit (a first publish sends no old issue there)';
  console.log(`changes: ${listed ? count : 'the live site lists no pages to compare with'}; ${drafts}`);
  const summary = [...leaving, ...(live ? [] : [`${drafts[0].toUpperCase()}${drafts.slice(1)}.`])];
  if (env.GITHUB_STEP_SUMMARY && summary.length)
    appendFileSync(env.GITHUB_STEP_SUMMARY, `${summary.map((line) => `- ${line}`).join('\n')}\n`);
  if (env.GITHUB_OUTPUT) appendFileSync(env.GITHUB_OUTPUT, `letters=${letters.join(' ')}\n`);
}

if (process.argv[1]?.endsWith('changes.ts')) main();
