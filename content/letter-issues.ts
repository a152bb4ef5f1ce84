import type { LetterIssue } from '@/content/types';
import type { LetterFile } from '@/lib/content-files';
import { issuesNewestFirst } from '@/lib/letter';
import files from '@/.content/letter-issues.json';

/**
 * Every issue of the Tomorrow Letter, read from its Markdown file in content/letter/
 * (docs/publishing.md), newest first. To publish one, add its file: the archive, its page, the
 * sample on /tomorrow-letter, the feed and the sitemap follow.
 */
export const letterIssues: readonly LetterIssue[] = issuesNewestFirst(files as unknown as LetterFile[]);
