// The investment thesis page: what she backs, what she passes on, and the signals she looks for.
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

/** Written once, shown on the thesis and on the founders' page. */
export const atAGlance = z
  .strictObject({
    title: heading.meta({ label: 'Heading', hint: 'e.g. The fund at a glance' }),
    facts: list(
      z.strictObject({
        label: words(60).meta({ label: 'What', hint: 'e.g. Stage' }),
        value: line.meta({ label: 'Answer', hint: 'e.g. Pre-seed and seed' }),
      }),
    ).meta({ label: 'Facts', singular: 'fact', summary: '{{fields.label}}: {{fields.value}}' }),
  })
  .meta({
    label: 'At a glance',
    hint: 'What you invest in, in a few short facts: stage, first cheque, lead or follow, geography, sectors. Shown here and on the founders’ page.',
  });

export const thesisFields = fileFields({
  meta: pageMeta,
  title: heading.meta({ label: 'Title', hint: 'The page’s headline, e.g. AI and women’s health.' }),
  summary: paragraph.meta({ label: 'The thesis in a paragraph', input: 'text' }),
  atAGlance,
  sections: list(
    z.strictObject({
      title: heading.meta({ label: 'Heading' }),
      intro: line.meta({ label: 'Introduction', input: 'text' }),
      cards: cards('Cards'),
    }),
  ).meta({ label: 'Sections', singular: 'section', summary: '{{fields.title}}' }),
  readMore: prose(1200).meta({
    label: 'Read more',
    hint: 'A short list of where to go next. Links: select words and press the link button; a page of this site starts with /, e.g. /research',
  }),
}).meta({
  label: 'Investment thesis',
  description:
    'The thesis page: what you back, what you pass on, the signals you look for, and where to read more.',
});

export const thesisFile = siteFile('thesis', thesisFields);
