/**
 * The kinds of post written as Markdown files, each described once, in its record (`PostKind`):
 * essays (`essayKind`), Tomorrow Letter issues (`letterKind`) and research briefs (`briefKind`).
 */
import { briefKind } from '@/lib/briefs/brief-kind';
import { essayKind } from '@/lib/essays/essay-kind';
import { letterKind } from '@/lib/letters/letter-kind';

/** Every kind of post, by the name `npm run new` takes. */
export const postKinds = { essay: essayKind, letter: letterKind, brief: briefKind } as const;

export type PostKinds = typeof postKinds;
export type PostKindName = keyof PostKinds;
