/** What the site shows of the letter's issues (`shownKind`). */
import { letterIssues } from '@/lib/letters/letter-issues';
import { issueList, issuePath } from '@/lib/letters/letter-routes';
import { shownKind } from '@/lib/posts/shown-kind';

export const letterShown = () =>
  shownKind({
    kind: 'letter',
    posts: letterIssues,
    path: issuePath,
    list: issueList(letterIssues),
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
