/**
 * The kinds of post written as Markdown files, each described once, in its record (lib/post-kind.ts):
 * essays (lib/essay-kind.ts) and Tomorrow Letter issues (lib/letter-kind.ts).
 */
import { essayKind } from '@/lib/essay-kind';
import { letterKind } from '@/lib/letter-kind';

/** Every kind of post, by the name `npm run new` takes. */
export const postKinds = { essay: essayKind, letter: letterKind } as const;

export type PostKinds = typeof postKinds;
export type PostKindName = keyof PostKinds;
