/**
 * The kinds of post written as Markdown files, each described once, in its record (`PostKind`):
 * essays (`essayKind`), Tomorrow Letter issues (`letterKind`) and research briefs (`briefKind`).
 */
import { briefKind } from '@/lib/briefs/brief-kind';
import type { ResearchBrief } from '@/lib/briefs/research-brief';
import { essayKind } from '@/lib/essays/essay-kind';
import { letterKind } from '@/lib/letters/letter-kind';
import type { FinishedPosts } from '@/lib/posts/post-kind';

/** Every kind of post, by the name `npm run new` takes. */
export const postKinds = { essay: essayKind, letter: letterKind, brief: briefKind } as const;

export type PostKinds = typeof postKinds;
export type PostKindName = keyof PostKinds;

/**
 * A post of a kind as the site reads it: what its record's `finish` makes of it (an essay with its
 * read time), or, for a brief, what its body's reader makes (`readBrief`); otherwise its fields and
 * its body (`LoadedPost`). `npm run content` writes each kind's posts as this type.
 */
export type KindPost<Name extends PostKindName> = PostKinds[Name] extends { bodyReader: 'brief' }
  ? ResearchBrief
  : PostKinds[Name] extends { finish?(read: never): FinishedPosts<infer Post> }
    ? Post
    : never;
