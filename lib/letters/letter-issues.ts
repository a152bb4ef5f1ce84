import type { LetterIssue } from '@/lib/letters/letter-kind';
import files from '@/.content/letter-issues.json';

/**
 * Every issue of the Tomorrow Letter, read from its Markdown file in content/letter/
 * (docs/publishing.md), newest first as `npm run content` writes them. To publish one, add its
 * file: the archive, its page, the sample on /tomorrow-letter, the feed and the sitemap follow.
 */
export const letterIssues: readonly LetterIssue[] = files;
