import { briefKind } from '@/lib/briefs/brief-kind';
import type { ResearchBrief } from '@/lib/briefs/research-brief';
import { essayKind } from '@/lib/essays/essay-kind';
import { letterKind } from '@/lib/letters/letter-kind';
import type { FinishedPosts } from '@/lib/posts/post-kind';

/** By the name `npm run new` takes. */
export const postKinds = { essay: essayKind, letter: letterKind, brief: briefKind } as const;

export type PostKinds = typeof postKinds;
export type PostKindName = keyof PostKinds;

/** `npm run content` writes each kind's posts as this type. */
export type KindPost<Name extends PostKindName> = PostKinds[Name] extends { bodyReader: 'brief' }
  ? ResearchBrief
  : PostKinds[Name] extends { finish?(read: never): FinishedPosts<infer Post> }
    ? Post
    : never;
