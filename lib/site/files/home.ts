/** The home page's words and pictures; its section headings and buttons are SPEC's, on the page itself. */
import { z } from 'zod';
import {
  cards,
  fileFields,
  heading,
  imageFile,
  line,
  list,
  pageMeta,
  paragraph,
  webAddress,
  words,
} from '@/lib/site/files/fields';
import { placeholderHint } from '@/lib/site/placeholder-addresses';
import { siteFile } from '@/lib/site/files/site-file';
import { pieceRefs } from '@/lib/posts/piece-ref';

/** Home's title in search results is her name and her profile's tagline: it has no title of its own. */
const homeMeta = pageMeta.omit({ title: true }).meta({
  label: 'In search results and when shared',
  hint: 'How search engines and link previews show the home page. Its title is your name and your profile’s tagline.',
});

export const homeFields = fileFields({
  meta: homeMeta,
  eyebrow: words(60).meta({
    label: 'Line above the headline',
    hint: 'A few words, e.g. your city and your fields.',
  }),
  headline: heading.meta({ label: 'Headline' }),
  intro: paragraph.meta({
    label: 'Introduction',
    input: 'text',
    hint: 'Who you are and what you back, in two or three sentences.',
  }),
  whyIInvest: cards('Why I Invest', 'card', 'Three cards read best: the grid shows three a row.'),
  startHere: pieceRefs(
    3,
    'Start here',
    'Optional: up to three pieces, of any kind, for a visitor new to your work, shown after Latest Essay in your order (the Latest Essay itself is not shown twice). Empty, Home has no such section.',
  ),
  letterInvitation: line.meta({
    label: 'Tomorrow Letter invitation',
    input: 'text',
    hint: 'The sentence beside the signup form.',
  }),
  logos: list(
    z.strictObject({
      name: words(60).meta({ label: 'Name', hint: 'What a screen reader says for the logo.' }),
      url: webAddress.meta({ label: 'Link', hint: `In full, starting with https://. ${placeholderHint}` }),
      logoImage: imageFile('logo', 'name').meta({ label: 'Logo', input: 'image' }),
    }),
  ).meta({
    label: 'In the Media and the Portfolio',
    singular: 'logo',
    summary: '{{fields.name}}',
    hint: 'Each logo links to its site. Any SVG or picture: the build fits it to the grid’s slot.',
  }),
}).meta({
  label: 'Home',
  description:
    'The home page: its headline and introduction, Why I Invest, the pieces to start with, the letter’s invitation and your logos.',
});

export type HomeFields = z.infer<typeof homeFields>;

export const homeFile = siteFile('home', homeFields);
