import { readBrief } from '@/lib/briefs/brief-body';
import { briefKind } from '@/lib/briefs/brief-kind';
import { essayKind } from '@/lib/essays/essay-kind';
import { letterKind } from '@/lib/letters/letter-kind';
import type { FinishedPosts } from '@/lib/posts/post-kind';

/**
 * By the name `npm run new` takes. A brief's reader joins its record here, so the pages, which name the
 * record for its routes, do not load the Markdown parser.
 */
export const postKinds = {
  essay: essayKind,
  letter: letterKind,
  brief: { ...briefKind, readBody: readBrief },
} as const;

export type PostKinds = typeof postKinds;
export type PostKindName = keyof PostKinds;

/** `npm run content` writes each kind's posts as this type. */
export type KindPost<Name extends PostKindName> = PostKinds[Name] extends {
  finish?(read: never): FinishedPosts<infer Post>;
}
  ? Post
  : never;
