/** The investment thesis page (content/site/thesis.yml): what she backs, what she passes on, and the signals she looks for. */
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

/**
 * What the fund invests in, in a few short facts (stage, first cheque, lead or follow, geography,
 * sectors): written once, shown on the thesis and on the founders' page.
 */
export const atAGlance = z.strictObject({
  title: heading,
  facts: list(z.strictObject({ label: words(60), value: line })),
});

export const thesisFields = fileFields({
  meta: pageMeta,
  title: heading,
  summary: paragraph,
  atAGlance,
  sections: list(z.strictObject({ title: heading, intro: line, cards: list(card) })),
  readMore: prose(1200),
});

export type ThesisFields = z.infer<typeof thesisFields>;

export const thesisFile: SiteFile<ThesisFields> = {
  name: 'thesis',
  editor: {
    label: 'Investment thesis',
    description:
      'The thesis page: what you back, what you pass on, the signals you look for, and where to read more.',
    fields: {
      meta: pageMetaLook,
      title: { label: 'Title', hint: 'The page’s headline, e.g. AI and women’s health.' },
      summary: { label: 'The thesis in a paragraph', input: 'text' },
      atAGlance: {
        label: 'At a glance',
        hint: 'What you invest in, in a few short facts: stage, first cheque, lead or follow, geography, sectors. Shown here and on the founders’ page.',
        fields: {
          title: { label: 'Heading', hint: 'e.g. The fund at a glance' },
          facts: {
            label: 'Facts',
            singular: 'fact',
            summary: '{{fields.label}}: {{fields.value}}',
            fields: {
              label: { label: 'What', hint: 'e.g. Stage' },
              value: { label: 'Answer', hint: 'e.g. Pre-seed and seed' },
            },
          },
        },
      },
      sections: {
        label: 'Sections',
        singular: 'section',
        summary: '{{fields.title}}',
        fields: {
          title: { label: 'Heading' },
          intro: { label: 'Introduction', input: 'text' },
          cards: cardsLook('Cards'),
        },
      },
      readMore: {
        label: 'Read more',
        hint: 'A short list of where to go next. Links: select words and press the link button; a page of this site starts with /, e.g. /research',
      },
    },
  },
  fields: thesisFields,
};
