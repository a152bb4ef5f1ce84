// The pages with little of hers on them: the backup demo, search, not-found and the footer, each a file of
// its own under content/site/.
import { z } from 'zod';
import { isoDate, quoted } from '@/lib/posts/post-fields';
import { fileFields, heading, line, list, pageIntro, pageMeta, prose } from '@/lib/site/files/fields';
import { siteFile, type Loaded } from '@/lib/site/files/site-file';
import { proseHtml } from '@/lib/text/prose';
import { slugify } from '@/lib/posts/slug';

export const noteStatuses = ['Draft', 'Scheduled', 'Published'] as const;
export type NoteStatus = (typeof noteStatuses)[number];

export const demoFields = fileFields({
  meta: pageMeta,
  intro: pageIntro,
  notes: list(
    z.strictObject({
      title: heading.meta({ label: 'Title' }),
      publishDate: isoDate.meta({ label: 'Planned for' }),
      status: z
        .enum(noteStatuses, {
          error: (issue) => `${quoted(issue.input)} is not one of ${noteStatuses.join(', ')}`,
        })
        .meta({ label: 'Status' }),
      body: prose(4000).meta({ label: 'Note' }),
    }),
  ).meta({
    label: 'Backup notes',
    singular: 'note',
    summary: '{{fields.title}} ({{fields.status}})',
    hint: 'Notes held for a Monday when the letter is not ready; the demo picks the oldest draft.',
  }),
}).meta({
  label: 'Backup notes demo',
  description: 'The demo page’s introduction and the backup notes it simulates scheduling.',
});

export type DemoFields = z.infer<typeof demoFields>;

export type DemoPage = Omit<Loaded<DemoFields>, 'notes'> & { notes: BackupNote[] };

/** As SPEC has it: an id, and its body as HTML. */
export type BackupNote = Omit<Loaded<DemoFields>['notes'][number], 'body'> & { id: string; body: string };

export const demoFile = siteFile('demo', demoFields, {
  finish: (data): DemoPage => ({
    ...data,
    notes: data.notes.map(({ body, ...note }) => ({
      ...note,
      id: slugify(note.title, { dropApostrophes: true }),
      body: proseHtml(body),
    })),
  }),
});

export const searchPageFields = fileFields({ meta: pageMeta }).meta({
  label: 'Search page',
  description: 'How the search page reads in search results and when shared.',
});

export const searchPageFile = siteFile('search-page', searchPageFields);

export const notFoundFields = fileFields({
  message: line.meta({ label: 'Message', input: 'text', hint: 'Under “This page could not be found”.' }),
}).meta({
  label: 'Page not found',
  description: 'What a visitor reads when a link leads nowhere.',
});

export const notFoundFile = siteFile('not-found', notFoundFields);

export const footerFields = fileFields({
  connect: prose(400).meta({
    label: 'Connect',
    hint: 'Who should write to you, with a link to where. Links: select words and press the link button; a page of this site starts with /, e.g. /about',
  }),
  familyNote: line.meta({ label: 'Note on family pictures', input: 'text' }),
}).meta({
  label: 'Footer',
  description: 'The end of every page. Its About text is your short bio, in Your profile.',
});

export const footerFile = siteFile('footer', footerFields);
