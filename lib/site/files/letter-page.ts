/**
 * The Tomorrow Letter page's words (content/site/letter-page.yml), the archive's search text, and what
 * every issue's page ends with: the sign-off above her signature and the signup under it.
 */
import { z } from 'zod';
import {
  card,
  cardsLook,
  fileFields,
  heading,
  line,
  list,
  pageMeta,
  pageMetaLook,
  paragraph,
  words,
} from '@/lib/site/files/fields';
import type { SiteFile } from '@/lib/site/files/site-file';

export const letterPageFields = fileFields({
  meta: pageMeta,
  archiveMeta: pageMeta,
  eyebrow: words(60),
  intro: paragraph,
  benefits: list(card),
  testimonials: list(z.strictObject({ quote: paragraph, author: words(80), title: line })),
  stats: list(z.strictObject({ value: words(20), label: words(60) })),
  closingHeading: heading,
  closingInvitation: line,
  signOff: words(80),
});

export type LetterPageFields = z.infer<typeof letterPageFields>;

export const letterPageFile: SiteFile<LetterPageFields> = {
  name: 'letter-page',
  editor: {
    label: 'Tomorrow Letter page',
    description:
      'The letter’s page: its invitation, what readers get, testimonials and numbers; and how each issue ends.',
    fields: {
      meta: pageMetaLook,
      archiveMeta: { ...pageMetaLook, label: 'The archive, in search results and when shared' },
      eyebrow: { label: 'Line above the title', hint: 'e.g. Newsletter · every Monday' },
      intro: { label: 'Invitation', input: 'text', hint: 'Beside the first signup form.' },
      benefits: cardsLook('What You’ll Get Every Week'),
      testimonials: {
        label: 'What readers say',
        singular: 'testimonial',
        summary: '{{fields.author}}',
        fields: {
          quote: { label: 'Quote', input: 'text' },
          author: { label: 'Reader’s name' },
          title: { label: 'Who they are', hint: 'e.g. their role and city.' },
        },
      },
      stats: {
        label: 'The letter in numbers',
        singular: 'figure',
        summary: '{{fields.value}} {{fields.label}}',
        hint: 'Update these as the letter grows.',
        fields: {
          value: { label: 'Figure', hint: 'e.g. 2,500+' },
          label: { label: 'What it counts', hint: 'e.g. weekly readers' },
        },
      },
      closingHeading: {
        label: 'Closing signup: heading',
        hint: 'Ends the letter’s page and every issue’s page.',
      },
      closingInvitation: { label: 'Closing signup: invitation', input: 'text' },
      signOff: {
        label: 'Sign-off',
        hint: 'Closes every issue, above your signature, e.g. Until next Monday,',
      },
    },
  },
  fields: letterPageFields,
};
