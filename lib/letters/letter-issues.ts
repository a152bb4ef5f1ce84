import type { LetterIssue } from '@/lib/letters/letter-kind';
import { issuesNewestFirst } from '@/lib/letters/letter-routes';
import files from '@/.content/posts/letter.json';

/** Newest first. */
export const letterIssues: readonly LetterIssue[] = issuesNewestFirst(files);
