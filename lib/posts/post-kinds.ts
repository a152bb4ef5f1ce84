/**
 * The kinds of post written as Markdown files, each described once, in its record (lib/posts/post-kind.ts):
 * essays (lib/essays/essay-kind.ts), Tomorrow Letter issues (lib/letters/letter-kind.ts) and research briefs
 * (lib/briefs/brief-kind.ts).
 */
import { briefKind } from '@/lib/briefs/brief-kind';
import { essayKind } from '@/lib/essays/essay-kind';
import { letterKind } from '@/lib/letters/letter-kind';

/** Every kind of post, by the name `npm run new` takes. */
export const postKinds = { essay: essayKind, letter: letterKind, brief: briefKind } as const;

export type PostKinds = typeof postKinds;
export type PostKindName = keyof PostKinds;
