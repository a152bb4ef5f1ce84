/** About & Collaborate's words (content/site/about.yml); its section headings are SPEC's, in app/about/page.tsx. */
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
  prose,
  words,
} from '@/lib/site/files/fields';
import type { SiteFile } from '@/lib/site/files/site-file';

export const aboutFields = fileFields({
  meta: pageMeta,
  intro: paragraph,
  availability: words(60),
  journeyIntro: line,
  journey: list(
    z.strictObject({ year: words(20), title: words(80), company: words(80), description: paragraph }),
  ),
  drives: list(card),
  collaborateIntro: line,
  collaboration: list(z.strictObject({ title: heading, body: paragraph, examples: list(line) })),
  contactIntro: prose(400),
  bookingIntro: line,
  messageSent: line,
});

export type AboutFields = z.infer<typeof aboutFields>;

export const aboutFile: SiteFile<AboutFields> = {
  name: 'about',
  editor: {
    label: 'About & Collaborate',
    description: 'About: your introduction, your journey, what drives you and the ways to work with you.',
    fields: {
      meta: pageMetaLook,
      intro: { label: 'Introduction', input: 'text', hint: 'Under the page’s title, beside your portrait.' },
      availability: {
        label: 'Availability',
        hint: 'The label beside your city, e.g. Available for collaboration.',
      },
      journeyIntro: { label: 'My Journey: introduction', input: 'text' },
      journey: {
        label: 'My Journey',
        singular: 'role',
        summary: '{{fields.year}}: {{fields.title}}, {{fields.company}}',
        hint: 'Your roles, oldest first.',
        fields: {
          year: { label: 'Year' },
          title: { label: 'Role' },
          company: { label: 'Company' },
          description: { label: 'What you did there', input: 'text' },
        },
      },
      drives: cardsLook('What Drives Me'),
      collaborateIntro: { label: 'Ways to Collaborate: introduction', input: 'text' },
      collaboration: {
        label: 'Ways to Collaborate',
        singular: 'way',
        summary: '{{fields.title}}',
        fields: {
          title: { label: 'Title' },
          body: { label: 'Text', input: 'text' },
          examples: { label: 'Examples', singular: 'example' },
        },
      },
      contactIntro: {
        label: 'Get in Touch: introduction',
        hint: 'Above the message form. Links: select words and press the link button; your founders’ page is /founders',
      },
      bookingIntro: { label: 'Booking: introduction', input: 'text', hint: 'Above the calendar.' },
      messageSent: {
        label: 'After a message is sent',
        input: 'text',
        hint: 'What search results and link previews say of the page a message lands on, under the thank-you.',
      },
    },
  },
  fields: aboutFields,
};
