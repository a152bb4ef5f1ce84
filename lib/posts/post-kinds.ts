/**
 * The kinds of post written as Markdown files, each described once, in its record (`PostKind`):
 * essays (`essayKind`), Tomorrow Letter issues (`letterKind`) and research briefs (`briefKind`).
 */
import { briefKind } from '@/lib/briefs/brief-kind';
import { essayKind } from '@/lib/essays/essay-kind';
import { letterKind } from '@/lib/letters/letter-kind';
import type { PieceKindName } from '@/lib/posts/piece-ref';

/** Every kind of post, by the name `npm run new` takes. */
export const postKinds = { essay: essayKind, letter: letterKind, brief: briefKind } as const;

export type PostKinds = typeof postKinds;
export type PostKindName = keyof PostKinds;

/**
 * The kinds a piece may name (`pieceFolders`, which the records' schemas read, so it cannot read this
 * registry) are the registry's kinds by the same names: a kind added here and not there, or there and
 * not here, fails the type check. Their folders and labels are held to the records by a test.
 */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const pieceKindsAreTheRegistry: Same<PieceKindName, PostKindName> = true;
