/** The home page's words and pictures (content/site/home.yml); its section headings and buttons are SPEC's, in app/page.tsx. */
import { z } from 'zod';
import {
  card,
  cardsLook,
  fileFields,
  heading,
  imageFile,
  line,
  list,
  pageMeta,
  pageMetaLook,
  paragraph,
  webAddress,
  words,
} from '@/lib/site/files/fields';
import type { SiteFile } from '@/lib/site/files/site-file';
import { pieceRefs, pieceRefsLook } from '@/lib/posts/piece-ref';

/** Home's title in search results is her name and her profile's tagline: it has no title of its own. */
const homeMeta = pageMeta.omit({ title: true });

export const homeFields = fileFields({
  meta: homeMeta,
  eyebrow: words(60),
  headline: heading,
  intro: paragraph,
  whyIInvest: list(card),
  startHere: pieceRefs(3),
  letterInvitation: line,
  logos: list(z.strictObject({ name: words(60), url: webAddress, logoImage: imageFile('logo', 'name') })),
});

export type HomeFields = z.infer<typeof homeFields>;

export const homeFile: SiteFile<HomeFields> = {
  name: 'home',
  editor: {
    label: 'Home',
    description:
      'The home page: its headline and introduction, Why I Invest, the pieces to start with, the letter’s invitation and your logos.',
    fields: {
      meta: {
        ...pageMetaLook,
        hint: 'How search engines and link previews show the home page. Its title is your name and your profile’s tagline.',
        fields: Object.fromEntries(
          Object.entries(pageMetaLook.fields ?? {}).filter(([name]) => name !== 'title'),
        ),
      },
      eyebrow: { label: 'Line above the headline', hint: 'A few words, e.g. your city and your fields.' },
      headline: { label: 'Headline' },
      intro: {
        label: 'Introduction',
        input: 'text',
        hint: 'Who you are and what you back, in two or three sentences.',
      },
      whyIInvest: cardsLook('Why I Invest', 'card', 'Three cards read best: the grid shows three a row.'),
      startHere: pieceRefsLook(
        'Start here',
        'Optional: up to three pieces, of any kind, for a visitor new to your work, shown after Latest Essay in your order. Empty, Home has no such section.',
      ),
      letterInvitation: {
        label: 'Tomorrow Letter invitation',
        input: 'text',
        hint: 'The sentence beside the signup form.',
      },
      logos: {
        label: 'In the Media and the Portfolio',
        singular: 'logo',
        summary: '{{fields.name}}',
        hint: 'Each logo links to its site. Any SVG or picture: the build fits it to the grid’s slot.',
        fields: {
          name: { label: 'Name', hint: 'What a screen reader says for the logo.' },
          url: { label: 'Link', hint: 'In full, starting with https://' },
          logoImage: { label: 'Logo', input: 'image' },
        },
      },
    },
  },
  fields: homeFields,
};
