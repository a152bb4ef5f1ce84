// A Tomorrow Letter issue, described once (docs/architecture.md, "One record per kind of post").
import { z } from 'zod';
import { isIsoDate, parseIsoDate } from '@/lib/time/dates';
import { letterWeekday, nextIssueDate, numberIssues } from '@/lib/letters/letter-rules';
import { isoDate, postFields, quoted, text, words } from '@/lib/posts/post-fields';
import type { LoadedPost, PostKind } from '@/lib/posts/post-kind';
import { pieceRefs } from '@/lib/posts/piece-ref';
import { mostPicks } from '@/lib/letters/reading-list';
import { placeholderHint } from '@/lib/site/placeholder-addresses';
import { listPageSize, pagedList } from '@/lib/posts/list-pages';
import { postRoutes } from '@/lib/posts/post-routes';
import { readTimeFor } from '@/lib/posts/read-time';

const letterWords = {
  noun: 'issue',
  updatedHint:
    'Set when you revise the issue’s page after it is published; shown beside the published date. The email already sent stays as it was.',
};

export const letterFields = postFields(letterWords, {
  // Left out, the build numbers the issue after the one before it (numberIssues).
  number: z
    .number({ error: 'must be a whole number, or left out for the build to number the issue' })
    .int({ error: 'must be a whole number' })
    .positive({ error: 'must be 1 or more' })
    .optional()
    .meta({
      label: 'Issue number',
      hint: 'Leave it empty: the build numbers each issue after the one before it. Type one only to skip ahead.',
    }),
  title: text('text').meta({ label: 'Title', hint: 'The email’s subject and the page’s title.' }),
  summary: text('text').meta({
    label: 'Summary',
    input: 'text',
    hint: 'One or two sentences: the archive, search, the feed, and the line an inbox shows under the subject.',
  }),
  publishedDate: isoDate
    // A value that is no date has its own line already (zod runs every check).
    .refine((value) => !isIsoDate(value) || parseIsoDate(value).getUTCDay() === letterWeekday, {
      error: (issue) => `${quoted(issue.input)} is not a Monday`,
    })
    .meta({
      weekday: letterWeekday,
      label: 'Published date',
      hint: 'A Monday. The page goes up that morning; send the email from Kit after it does.',
    }),
  reading: z
    .array(
      z.strictObject(
        {
          title: words(200).meta({ label: 'Title', hint: 'The piece’s own title, as its page gives it.' }),
          url: text('an address starting with https://')
            .regex(/^[hH][tT][tT][pP][sS]:\/\/[^\s/]+\.\S+$/, {
              error: (issue) =>
                `${quoted(issue.input)} is not an https address: write it in full, starting with https://`,
            })
            .meta({
              format: 'uri',
              patternMessage: 'Write the address in full, starting with https://',
              label: 'Link',
              hint: `In full, starting with https://; a journal article’s doi.org address lasts longest. ${placeholderHint}`,
            }),
          source: words(120).meta({
            label: 'Source',
            hint: 'Who published it: the journal, the agency, the author.',
          }),
          note: words(320).meta({
            label: 'Your note',
            input: 'text',
            hint: 'One line for your readers: what you took from it.',
          }),
        },
        {
          error: (issue) =>
            issue.code === 'unrecognized_keys'
              ? 'is not a field'
              : 'must have a title, link, source and note',
        },
      ),
      { error: 'must be a list of pieces, each with a title, link, source and note' },
    )
    .max(mostPicks, { error: `holds more than ${mostPicks} pieces` })
    .optional()
    .meta({
      label: 'Worth your time',
      singular: 'link',
      summary: '{{fields.title}}',
      hint: `Up to ${mostPicks} pieces you recommend, each linked, with its source and your note. The issue ends with them, on its page, in the email and in the feed.`,
    }),
  readNext: pieceRefs(
    3,
    'Read next',
    'Optional: up to three pieces to offer at the end of this issue, in your order. The rest are the newest pieces.',
  ),
});

export type LetterFields = z.infer<typeof letterFields>;

/** The sign-off is added when the issue is shown. */
export type LetterIssue = Omit<LoadedPost<LetterFields>, 'number'> & { number: number };

export const letterKind: PostKind<LetterFields, 'tomorrow-letter', LetterIssue> = {
  folder: 'letter',
  route: 'tomorrow-letter',
  reserved: ['archive', 'feed.xml'],
  fields: letterFields,
  bodySlot: 'letterBody',
  // Every issue is numbered, drafts too, so publishing a draft never renumbers the issues after it.
  finish: ({ shown, checked }) => {
    const numbering = numberIssues(
      checked.map(({ fields, file }) => ({
        file,
        publishedDate: fields.publishedDate,
        number: fields.number,
      })),
    );
    return {
      posts: shown.map(({ post, file }) => ({
        post: { ...post, number: numbering.numbers.get(file) ?? 0 },
        file,
      })),
      problems: numbering.problems.map(({ file, field, message }) => ({ file, path: [field], message })),
    };
  },
  editor: {
    label: 'Tomorrow Letter',
    singular: 'Letter issue',
    icon: 'mail',
    description: 'One issue a week: its page, and its email, drafted in Kit when it is saved.',
    bodyHint:
      'Open with the greeting; start each section with a second-level heading. The sign-off is added.',
  },
  template: {
    fields: ({ title, today, existing }) => {
      const publishedDate = nextIssueDate(existing(), today);
      return {
        title,
        summary: 'TODO: one or two sentences for the archive and feeds.',
        publishedDate,
        reading: [],
        draft: true,
      };
    },
    body: `
Good morning. TODO: a line or two about your week.

## The idea

TODO: the one idea this issue is about.

## The numbers that matter

TODO: the figure behind the idea, with its source and its limits.
`,
  },
};

// The number breaks a tie on the date, so an issue sent twice in a week still has one place.
export const letterRoutes = postRoutes(letterKind, (a: LetterIssue, b: LetterIssue) => b.number - a.number);
export const {
  base: letterPath,
  path: issuePath,
  newestFirst: issuesNewestFirst,
  latest: latestIssue,
  bySlug: issueBySlug,
  adjacent: adjacentIssues,
} = letterRoutes;

/** The archive and feed beside the letter's issues. */
export const letterArchivePath = `${letterPath}/archive` as const;
export const letterFeedPath = `${letterPath}/feed.xml` as const;

/** Whole minutes at the essays' reading speed, never less than one. */
export function issueReadTime(issue: LetterIssue): number {
  return readTimeFor(issue.body);
}

/** The archive, newest first and paged: `/tomorrow-letter/archive`, `/tomorrow-letter/archive/page/<n>`. */
export function issueList(issues: readonly LetterIssue[]) {
  const newestFirst = issuesNewestFirst(issues);
  return pagedList({ base: letterArchivePath, itemsFor: () => newestFirst, size: listPageSize.issues });
}
