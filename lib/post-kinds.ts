/**
 * The kinds of post written as Markdown files, each described once, in its record (lib/post-kind.ts):
 * essays (lib/essay-kind.ts), Tomorrow Letter issues (lib/letter-kind.ts) and research briefs
 * (lib/brief-kind.ts).
 */
import { briefKind } from '@/lib/brief-kind';
import { essayKind } from '@/lib/essay-kind';
import { letterKind } from '@/lib/letter-kind';

/** Every kind of post, by the name `npm run new` takes. */
export const postKinds = { essay: essayKind, letter: letterKind, brief: briefKind } as const;

export type PostKinds = typeof postKinds;
export type PostKindName = keyof PostKinds;
