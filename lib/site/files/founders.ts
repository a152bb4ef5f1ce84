// The founders' page and the pitch form's words. What the fund invests in (stage, cheque, geography) is the
// thesis's "At a glance", shown here too.
import { z } from 'zod';
import { fileFields, heading, line, list, pageMeta, paragraph, prose, words } from '@/lib/site/files/fields';
import { siteFile } from '@/lib/site/files/site-file';

export const foundersFields = fileFields({
  meta: pageMeta,
  title: heading.meta({ label: 'Title', hint: 'The page’s headline. {firm} and {name} stand for yours.' }),
  intro: paragraph.meta({
    label: 'Introduction',
    input: 'text',
    hint: 'Under the title. The thesis’s “At a glance” facts follow it.',
  }),
  sections: list(
    z.strictObject({
      title: heading.meta({ label: 'Heading' }),
      body: prose(2400).meta({
        label: 'Text',
        hint: 'Paragraphs and lists; **bold** and links allowed. A page of this site starts with /, e.g. /research',
      }),
    }),
  ).meta({
    label: 'Sections',
    singular: 'section',
    summary: '{{fields.title}}',
    hint: 'What to send, how and when you answer, what happens after the first call.',
  }),
  pitch: z
    .strictObject({
      title: heading.meta({ label: 'Heading', hint: 'Above the form, e.g. Send your pitch' }),
      intro: line.meta({ label: 'Introduction', input: 'text' }),
      stages: list(words(40), 2).meta({
        label: 'Stages',
        singular: 'stage',
        hint: 'The choices founders pick their stage from, in order.',
      }),
      raisingHint: line.meta({ label: 'Hint under “What you are raising”' }),
      deckHint: line.meta({ label: 'Hint under “Link to your deck”' }),
      buildingHint: line.meta({ label: 'Hint under “What you are building”' }),
      thankYou: line.meta({ label: 'Thank-you', hint: 'Shown once the pitch is sent: say when you answer.' }),
      sent: line.meta({
        label: 'Thank-you page description',
        hint: 'How the thank-you page reads in a browser tab and when shared. {name} stands for yours.',
      }),
    })
    .meta({ label: 'Pitch form' }),
}).meta({
  label: 'For founders',
  description:
    'The page that tells founders whether to pitch you and how: what to send, when you answer, what follows the first call, and the pitch form.',
});

export const foundersFile = siteFile('founders', foundersFields);
