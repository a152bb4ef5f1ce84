import type { LetterIssue } from '@/lib/letters/letter-kind';
import { issuesNewestFirst } from '@/lib/letters/letter-routes';
import files from '@/.content/posts/letter.json';

/**
 * Every issue of the Tomorrow Letter, read from its Markdown file in content/letter/
 * (docs/publishing.md), newest first. To publish one, add its
 * file: the archive, its page, the sample on /tomorrow-letter, the feed and the sitemap follow.
 */
export const letterIssues: readonly LetterIssue[] = issuesNewestFirst(files);
