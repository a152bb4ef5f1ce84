// What the site shows of each kind of post: a kind of the registry left out of it fails the type check. In
// the order the sitemap lists them.
import { briefShown, briefs } from '@/lib/briefs/briefs';
import { essayShown, essays } from '@/lib/essays/essays';
import { letterIssues, letterShown } from '@/lib/letters/letter-issues';
import type { PostKindName } from '@/lib/posts/post-kinds';
import type { ShownKind } from '@/lib/posts/shown-kind';

let made: Record<PostKindName, ShownKind> | undefined;

export function shownKinds() {
  made ??= { essay: essayShown(essays), brief: briefShown(briefs), letter: letterShown(letterIssues) };
  return made;
}
