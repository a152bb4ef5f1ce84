/** About & Collaborate's words; its section headings are SPEC's, on the page itself. */
import { z } from 'zod';
import {
  cards,
  fileFields,
  heading,
  line,
  list,
  pageMeta,
  paragraph,
  prose,
  words,
} from '@/lib/site/files/fields';
import { siteFile } from '@/lib/site/files/site-file';

export const aboutFields = fileFields({
  meta: pageMeta,
  intro: paragraph.meta({
    label: 'Introduction',
    input: 'text',
    hint: 'Under the page’s title, beside your portrait.',
  }),
  availability: words(60).meta({
    label: 'Availability',
    hint: 'The label beside your city, e.g. Available for collaboration.',
  }),
  journeyIntro: line.meta({ label: 'My Journey: introduction', input: 'text' }),
  journey: list(
    z.strictObject({
      year: words(20).meta({ label: 'Year' }),
      title: words(80).meta({ label: 'Role' }),
      company: words(80).meta({ label: 'Company' }),
      description: paragraph.meta({ label: 'What you did there', input: 'text' }),
    }),
  ).meta({
    label: 'My Journey',
    singular: 'role',
    summary: '{{fields.year}}: {{fields.title}}, {{fields.company}}',
    hint: 'Your roles, oldest first.',
  }),
  drives: cards('What Drives Me'),
  collaborateIntro: line.meta({ label: 'Ways to Collaborate: introduction', input: 'text' }),
  collaboration: list(
    z.strictObject({
      title: heading.meta({ label: 'Title' }),
      body: paragraph.meta({ label: 'Text', input: 'text' }),
      examples: list(line).meta({ label: 'Examples', singular: 'example' }),
    }),
  ).meta({ label: 'Ways to Collaborate', singular: 'way', summary: '{{fields.title}}' }),
  contactIntro: prose(400).meta({
    label: 'Get in Touch: introduction',
    hint: 'Above the message form. Links: select words and press the link button; your founders’ page is /founders',
  }),
  bookingIntro: line.meta({ label: 'Booking: introduction', input: 'text', hint: 'Above the calendar.' }),
  messageSent: line.meta({
    label: 'After a message is sent',
    input: 'text',
    hint: 'What search results and link previews say of the page a message lands on, under the thank-you.',
  }),
}).meta({
  label: 'About & Collaborate',
  description: 'About: your introduction, your journey, what drives you and the ways to work with you.',
});

export const aboutFile = siteFile('about', aboutFields);
