#!/usr/bin/env tsx
// What a new build changes among the posts the live site shows (docs/publishing.md, "Going live"), read
// after the build and before the upload: each post the live site lists in its sitemap that the new
// build leaves out is named in one line, in her words, with why (a draft now, scheduled for later,
// deleted); it does not stop the run, since she may mean it. And the letter issues this build puts up
// or changes, which the run drafts in Kit once the build is live (npm run letter).
// Usage: tsx scripts/publish/changes.ts   (LIVE_COMMIT: the commit the live site serves, if known)
import { execFileSync } from 'node:child_process';
import { appendFileSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { formatDisplayDate } from '@/lib/time/dates';
import type { IsoDate } from '@/lib/time/dates';
import { letterKind } from '@/lib/letters/letter-kind';
import { postKinds } from '@/lib/posts/post-kinds';
import { buildSiteConfig, isPlaceholderUrl } from '@/lib/site/site-config';
import { postsAsWritten, readPostFields, type PostAsWritten } from '@/scripts/publish/due';
import { readUrl } from '@/scripts/read-url';
import { authorToday, readSettings } from '@/scripts/site-files';

/** The paths a sitemap lists, whatever address it gives them. */
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

/**
 * A line for each post the live site lists that the new build does not, saying why it leaves: `posts`
 * are the checkout's, `deleted` the titles of the posts deleted since the live build, by path.
 */
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

/**
 * The letter issues to draft in Kit once this build is live: those it puts on the site, and those
 * whose file changed since the live build and that it keeps there. None while the live site lists
 * nothing to compare with, so a first publish drafts no old issue.
 */
export function lettersToDraft(
  live: ReadonlySet<string> | null,
  built: ReadonlySet<string>,
  posts: readonly PostAsWritten[],
  changedFiles: readonly string[],
): string[] {
  if (!live) return [];
  return posts
    .filter((post) => post.folder === letterKind.folder && built.has(post.path))
    .filter((post) => !live.has(post.path) || changedFiles.includes(post.file))
    .map((post) => basename(post.file, '.md'));
}

const git = (root: string, ...args: string[]) =>
  execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: 'pipe' }).trim();

/** The files under content/ changed since `commit`, and the titles of the posts deleted since, by path. */
function sinceLive(root: string, commit: string | undefined) {
  const changed: string[] = [];
  const deleted = new Map<string, string>();
  if (!commit) return { changed, deleted };
  try {
    const since = (...filter: string[]) =>
      git(root, 'diff', '--name-only', '--no-renames', ...filter, commit, 'HEAD', '--', 'content/')
        .split('\n')
        .filter(Boolean);
    changed.push(...since());
    for (const file of since('--diff-filter=D').filter((name) => name.endsWith('.md'))) {
      const kind = Object.values(postKinds).find((entry) => file.startsWith(`content/${entry.folder}/`));
      const title = readPostFields(git(root, 'show', `${commit}:${file}`))?.title;
      if (kind && title) deleted.set(`/${kind.route}/${basename(file, '.md')}/`, title);
    }
  } catch {
    // a commit this checkout does not have: nothing to compare with
  }
  return { changed, deleted };
}

/**
 * What the build in `root`'s out/ changes on the live site of its settings, which served the commit
 * `liveCommit`: the lines for the posts it takes off, and the letter issues to draft once it is live.
 */
export async function findChanges(root: string, liveCommit?: string) {
  const site = buildSiteConfig(readSettings(root).env).url;
  const built = sitemapPaths(readFileSync(join(root, 'out', 'sitemap.xml'), 'utf8'));
  const answer = isPlaceholderUrl(site) ? null : await readUrl(`${site}/sitemap.xml`, 15_000);
  const live = answer && !('error' in answer) && answer.response.ok ? sitemapPaths(answer.text) : null;
  const posts = postsAsWritten(root);
  const { changed, deleted } = sinceLive(root, liveCommit);
  return {
    live: Boolean(live),
    leaving: live ? leavingPosts(live, built, posts, authorToday(root), deleted) : [],
    letters: lettersToDraft(live, built, posts, changed),
  };
}

async function main() {
  // What the build changes is for her to know; it never stops the run.
  const { live, leaving, letters } = await findChanges(
    process.cwd(),
    process.env.LIVE_COMMIT?.trim() || undefined,
  ).catch((error: Error) => {
    console.log(`changes: could not compare this build with the live site (${error.message})`);
    return { live: false, leaving: [], letters: [] };
  });
  for (const line of leaving) console.log(`changes: ${line}`);
  const count = `${leaving.length} post${leaving.length === 1 ? '' : 's'} leave${leaving.length === 1 ? 's' : ''} the site`;
  console.log(
    `changes: ${live ? count : 'the live site lists no pages to compare with'}; letter issues to draft once live: ${letters.join(' ') || 'none'}`,
  );
  if (process.env.GITHUB_STEP_SUMMARY && leaving.length)
    appendFileSync(process.env.GITHUB_STEP_SUMMARY, `${leaving.map((line) => `- ${line}`).join('\n')}\n`);
  if (process.env.GITHUB_OUTPUT) appendFileSync(process.env.GITHUB_OUTPUT, `letters=${letters.join(' ')}\n`);
}

if (process.argv[1]?.endsWith('changes.ts')) main();
