#!/usr/bin/env tsx
// Whether the morning's scheduled publish has anything to do (.github/workflows/publish.yml): the
// schedule runs every hour, so that a post dated today where the author lives (her profile's time
// zone) goes up soon after her midnight, and publishes only when a post has come due since the live
// build: a post not a draft, dated after the day the live build was made as of (its build info,
// lib/build-info.ts) and no later than today. A live site that gives no build info is due. Prints one
// line; in GitHub Actions, writes `due=true` or `due=false` to the step's outputs.
// Usage: tsx scripts/publish-due.ts [<site address>]   (the settings' address when none is given)
import { appendFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { buildInfoPath, readBuildInfo } from '@/lib/build-info';
import { briefKind } from '@/lib/brief-kind';
import { essayKind } from '@/lib/essay-kind';
import { letterKind } from '@/lib/letter-kind';
import { buildSiteConfig } from '@/lib/site-config';
import { frontmatterPattern, markdownFiles } from '@/scripts/content-files';
import { authorToday, siteEnv } from '@/scripts/site-files';

/** The published dates of every post that is not a draft, as written. */
export function publishedDates(root: string): string[] {
  return [essayKind, letterKind, briefKind].flatMap((kind) =>
    markdownFiles(join(root, 'content', kind.folder)).flatMap((file) => {
      const yaml = frontmatterPattern.exec(readFileSync(file, 'utf8'))?.[1];
      let fields: { draft?: unknown; publishedDate?: unknown } = {};
      try {
        fields = (yaml && parseYaml(yaml)) || {};
      } catch {
        return [];
      }
      const date =
        fields.publishedDate instanceof Date
          ? fields.publishedDate.toISOString().slice(0, 10)
          : String(fields.publishedDate ?? '');
      return fields.draft === true || !/^\d{4}-\d{2}-\d{2}$/.test(date) ? [] : [date];
    }),
  );
}

/** Whether a build today would publish a post the build as of `liveAsOf` left out, and why. */
export function dueSince(liveAsOf: string | null, today: string, dates: readonly string[]) {
  if (!liveAsOf) return { due: true, why: 'the live site says no build it serves' };
  const come = dates.filter((date) => date > liveAsOf && date <= today).sort();
  return come.length
    ? {
        due: true,
        why: `${come.length} post${come.length === 1 ? '' : 's'} dated ${come[0]}${come.length > 1 ? ' and after' : ''} came due since the live build, as of ${liveAsOf}`,
      }
    : { due: false, why: `nothing has come due since the live build, as of ${liveAsOf}; today is ${today}` };
}

async function main() {
  const root = process.cwd();
  const site = (process.argv[2] ?? buildSiteConfig(siteEnv(root)).url).replace(/\/+$/, '');
  let liveAsOf: string | null = null;
  try {
    const response = await fetch(`${site}${buildInfoPath}?due=${Date.now()}`, {
      signal: AbortSignal.timeout(15_000),
    });
    liveAsOf = response.ok ? (readBuildInfo(await response.json())?.asOf ?? null) : null;
  } catch {
    liveAsOf = null;
  }
  const { due, why } = dueSince(liveAsOf, authorToday(root), publishedDates(root));
  console.log(`publish-due: ${due ? 'publishing' : 'not publishing'}: ${why}`);
  if (process.env.GITHUB_OUTPUT) appendFileSync(process.env.GITHUB_OUTPUT, `due=${due}\n`);
}

if (process.argv[1]?.endsWith('publish-due.ts')) main();
