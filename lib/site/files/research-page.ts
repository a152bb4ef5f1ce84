/** The research list's words, and the research request that closes it and every brief. */
import { fileFields, filterDescription, line, pageIntro, pageMeta, paragraph } from '@/lib/site/files/fields';
import { siteFile } from '@/lib/site/files/site-file';

/** Stands for a tag in `tagDescription`. */
export const tagSlot = '{tag}';

export const researchPageFields = fileFields({
  meta: pageMeta,
  intro: pageIntro,
  tagDescription: filterDescription('tag', tagSlot, 'the tag'),
  requestIntro: paragraph.meta({
    label: 'Request Deeper Analysis: introduction',
    input: 'text',
    hint: 'Beside the request form, at the end of the list and of every brief.',
  }),
  requestHint: line.meta({ label: 'Request form: help under the message field', input: 'text' }),
  requestSent: line.meta({
    label: 'After a request is sent',
    input: 'text',
    hint: 'What search results and link previews say of the page a request lands on, under the thank-you.',
  }),
}).meta({
  label: 'Research page',
  description:
    'The research list’s introduction and search text, and the Request Deeper Analysis form’s words.',
});

export const researchPageFile = siteFile('research-page', researchPageFields);
