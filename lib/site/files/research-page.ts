/** The research list's words (content/site/research-page.yml), and the research request that closes it and every brief. */
import type { z } from 'zod';
import { fileFields, line, pageMeta, pageMetaLook, paragraph, withSlot } from '@/lib/site/files/fields';
import type { SiteFile } from '@/lib/site/files/site-file';

/** Stands for a tag in `tagDescription`. */
export const tagSlot = '{tag}';

export const researchPageFields = fileFields({
  meta: pageMeta,
  intro: paragraph,
  tagDescription: withSlot(line, tagSlot, 'the tag'),
  requestIntro: paragraph,
  requestHint: line,
  requestSent: line,
});

export type ResearchPageFields = z.infer<typeof researchPageFields>;

export const researchPageFile: SiteFile<ResearchPageFields> = {
  name: 'research-page',
  editor: {
    label: 'Research page',
    description:
      'The research list’s introduction and search text, and the Request Deeper Analysis form’s words.',
    fields: {
      meta: pageMetaLook,
      intro: { label: 'Introduction', input: 'text' },
      tagDescription: {
        label: 'A tag’s description',
        input: 'text',
        hint: `For search results of each tag’s page; ${tagSlot} stands for the tag.`,
      },
      requestIntro: {
        label: 'Request Deeper Analysis: introduction',
        input: 'text',
        hint: 'Beside the request form, at the end of the list and of every brief.',
      },
      requestHint: { label: 'Request form: help under the message field', input: 'text' },
      requestSent: {
        label: 'After a request is sent',
        input: 'text',
        hint: 'What search results and link previews say of the page a request lands on, under the thank-you.',
      },
    },
  },
  fields: researchPageFields,
};
