// What the site shows of each kind of post: a kind of the registry left out of it fails the type check. In
// the order the sitemap lists them.
import { briefShown } from '@/lib/briefs/brief-shown';
import { essayShown } from '@/lib/essays/essay-shown';
import { letterShown } from '@/lib/letters/letter-shown';
import type { PostKindName } from '@/lib/posts/post-kinds';
import type { ShownKind } from '@/lib/posts/shown-kind';

let made: Record<PostKindName, ShownKind> | undefined;

export function shownKinds() {
  made ??= { essay: essayShown(), brief: briefShown(), letter: letterShown() };
  return made;
}
