// Posts as their files say, read before a build; and whether one has come due: not a draft, dated
// after the day the live build was made as of, and no later than today where she lives.
import { readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { postKinds } from '@/lib/posts/post-kinds';
import { frontmatterPattern, markdownFiles } from '@/content-loader/content-files';

/** A post as its file says, unchecked: what the publish run reads of it before it builds. */
export interface PostAsWritten {
  /** Its folder under content/, the kind's. */
  folder: string;
  /** Its address on the site, `/<route>/<slug>/`. */
  path: string;
  /** Its file, from the project's folder. */
  file: string;
  title: string;
  draft: boolean;
  /** Its published date as `YYYY-MM-DD`, or '' when it has none that reads as one. */
  publishedDate: string;
}

/** What one post's front matter says, or null when it cannot be read. */
export function readPostFields(text: string): Omit<PostAsWritten, 'folder' | 'path' | 'file'> | null {
  const yaml = frontmatterPattern.exec(text)?.[1];
  let fields: { title?: unknown; draft?: unknown; publishedDate?: unknown } = {};
  try {
    fields = (yaml && parseYaml(yaml)) || {};
  } catch {
    return null;
  }
  const date =
    fields.publishedDate instanceof Date
      ? fields.publishedDate.toISOString().slice(0, 10)
      : String(fields.publishedDate ?? '');
  return {
    title: String(fields.title ?? ''),
    draft: fields.draft === true,
    publishedDate: /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : '',
  };
}

/** Every post of every kind under `root`'s content/, drafts included. */
export function postsAsWritten(root: string): PostAsWritten[] {
  return Object.values(postKinds).flatMap((kind) =>
    markdownFiles(join(root, 'content', kind.folder)).flatMap((file) => {
      const fields = readPostFields(readFileSync(file, 'utf8'));
      const slug = basename(file, '.md');
      return fields
        ? [{ ...fields, folder: kind.folder, path: `/${kind.route}/${slug}/`, file: relative(root, file) }]
        : [];
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
