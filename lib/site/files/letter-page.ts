// The Tomorrow Letter page's words, the archive's search text, and the sign-off and signup every issue's
// page ends with.
import { z } from 'zod';
import { cards, fileFields, heading, line, list, pageMeta, paragraph, words } from '@/lib/site/files/fields';
import { siteFile } from '@/lib/site/files/site-file';

export const letterPageFields = fileFields({
  meta: pageMeta,
  archiveMeta: pageMeta.meta({ label: 'The archive, in search results and when shared' }),
  eyebrow: words(60).meta({ label: 'Line above the title', hint: 'e.g. Newsletter · every Monday' }),
  intro: paragraph.meta({ label: 'Invitation', input: 'text', hint: 'Beside the first signup form.' }),
  benefits: cards('What You’ll Get Every Week'),
  testimonials: list(
    z.strictObject({
      quote: paragraph.meta({ label: 'Quote', input: 'text' }),
      author: words(80).meta({ label: 'Reader’s name' }),
      title: line.meta({ label: 'Who they are', hint: 'e.g. their role and city.' }),
    }),
  ).meta({ label: 'What readers say', singular: 'testimonial', summary: '{{fields.author}}' }),
  stats: list(
    z.strictObject({
      value: words(20).meta({ label: 'Figure', hint: 'e.g. 2,500+' }),
      label: words(60).meta({ label: 'What it counts', hint: 'e.g. weekly readers' }),
    }),
  ).meta({
    label: 'The letter in numbers',
    singular: 'figure',
    summary: '{{fields.value}} {{fields.label}}',
    hint: 'Update these as the letter grows.',
  }),
  closingHeading: heading.meta({
    label: 'Closing signup: heading',
    hint: 'Ends the letter’s page and every issue’s page.',
  }),
  closingInvitation: line.meta({ label: 'Closing signup: invitation', input: 'text' }),
  followInvitation: line.meta({
    label: 'Without a signup: how to follow',
    input: 'text',
    hint: 'Where each signup stands while the letter’s Kit form is not set up (Site settings), before links to the archive and the feed.',
  }),
  signOff: words(80).meta({
    label: 'Sign-off',
    hint: 'Closes every issue, above your signature, e.g. Until next Monday,',
  }),
}).meta({
  label: 'Tomorrow Letter page',
  description:
    'The letter’s page: its invitation, what readers get, testimonials and numbers; and how each issue ends.',
});

export const letterPageFile = siteFile('letter-page', letterPageFields);
