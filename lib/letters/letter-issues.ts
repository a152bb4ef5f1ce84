// The letter's issues as loaded (`npm run content`), and what the site shows of them.
import { issueList, issuePath, issuesNewestFirst, type LetterIssue } from '@/lib/letters/letter-kind';
import files from '@/.content/posts/letter.json';
import { shownKind } from '@/lib/posts/shown-kind';

/** Newest first. */
export const letterIssues: readonly LetterIssue[] = issuesNewestFirst(files);

/** What the site shows of the letter's issues (`shownKind`). */
export const letterShown = (posts: readonly LetterIssue[]) =>
  shownKind({
    kind: 'letter',
    posts,
    path: issuePath,
    list: issueList(posts),
    piece: (issue) => ({
      slug: issue.slug,
      title: issue.title,
      label: `Tomorrow Letter, issue ${issue.number}`,
      topics: [],
      readNext: issue.readNext,
    }),
    cards: {
      post: (issue) => ({ eyebrow: `Tomorrow Letter · Issue ${issue.number}`, title: issue.title }),
    },
  });
