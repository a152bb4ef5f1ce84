/**
 * A Tomorrow Letter issue, described once (docs/architecture.md, "One record per kind of post"):
 * where its files are, its address, what its frontmatter may hold, how the editor at /admin/ offers
 * each field, and what `npm run new -- letter` writes. The loader (scripts/content-files.ts), the
 * editor's configuration (admin/config.ts), the letter routes (lib/letter.ts) and
 * scripts/new-post.ts read it.
 */
import { z } from 'zod';
import { parseIsoDate } from '@/lib/dates';
import { letterWeekday, nextIssue } from '@/lib/letter-rules';
import { draft, isoDate, postFields, quoted, text } from '@/lib/post-fields';
import type { PostKind } from '@/lib/post-kinds';

/** A letter issue's frontmatter, as the build checks it. */
export const letterFields = postFields({
  number: z
    .number({ error: (issue) => (issue.input === undefined ? 'is missing' : 'must be a whole number') })
    .int({ error: 'must be a whole number' })
    .positive({ error: 'must be 1 or more' }),
  title: text('text'),
  summary: text('text'),
  publishedDate: isoDate
    .refine((value) => parseIsoDate(value).getUTCDay() === letterWeekday, {
      error: (issue) => `${quoted(issue.input)} is not a Monday`,
    })
    .meta({ weekday: letterWeekday }),
  draft,
});

export type LetterFields = z.infer<typeof letterFields>;

export const letterKind: PostKind<LetterFields, 'tomorrow-letter'> = {
  folder: 'letter',
  route: 'tomorrow-letter',
  // The archive and the feed (lib/letter.ts).
  reserved: ['archive', 'feed.xml'],
  fields: letterFields,
  images: {},
  bodySlot: 'letterBody',
  editor: {
    label: 'Tomorrow Letter',
    singular: 'Letter issue',
    icon: 'mail',
    description: 'One issue a week: its page, and its email, drafted in Kit when it is saved.',
    fields: {
      number: { label: 'Issue number', hint: 'The next number after last week’s issue.' },
      title: { label: 'Title', hint: 'The email’s subject and the page’s title.' },
      summary: {
        label: 'Summary',
        input: 'text',
        hint: 'One or two sentences: the archive, search, the feed, and the line an inbox shows under the subject.',
      },
      publishedDate: {
        label: 'Published date',
        hint: 'A Monday. The page goes up that morning; send the email from Kit after it does.',
      },
      draft: {
        label: 'Draft',
        default: true,
        hint: 'While on, the issue stays off the site. Turn it off to publish on its date.',
      },
    },
    bodyHint:
      'Open with the greeting; start each section with a second-level heading. The sign-off is added.',
  },
  template: {
    fields: ({ title, today, existing }) => {
      const { number, publishedDate } = nextIssue(existing(), today);
      return {
        number,
        title,
        summary: 'TODO: one or two sentences for the archive and feeds.',
        publishedDate,
        draft: true,
      };
    },
    body: `
Good morning. TODO: a line or two about your week.

## The idea

TODO: the one idea this issue is about.

## Three things worth your time

TODO: three things to read, watch or try, with a sentence on why each is worth it.
`,
  },
};
