// Who the site is about, written once: everything that names her reads it, and the calendar that decides
// on which day a post goes up.
import { z } from 'zod';
import { countryCode, countryNames } from '@/lib/site/country';
import { quoted, text } from '@/lib/posts/post-fields';
import {
  fileFields,
  heading,
  imageFile,
  line,
  list,
  literal,
  webAddress,
  words,
} from '@/lib/site/files/fields';
import { placeholderHint } from '@/lib/site/placeholder-addresses';
import { pictureField } from '@/lib/images/picture-field';
import { siteFile } from '@/lib/site/files/site-file';

/** As the IANA database names it: `America/Toronto`. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone.includes('/') || zone === 'UTC';
  } catch {
    return false;
  }
}

/** `Toronto (America/Toronto)`, from this Node's time zone database, sorted by label. */
export function timeZoneChoices(): { value: string; label: string }[] {
  return [...Intl.supportedValuesOf('timeZone'), 'UTC']
    .filter(isTimeZone)
    .map((zone) => {
      const place = zone.split('/').slice(1).reverse().join(', ').replaceAll('_', ' ');
      return { value: zone, label: place ? `${place} (${zone})` : zone };
    })
    .sort((a, b) => a.label.localeCompare(b.label, 'en'));
}

export const profileFields = fileFields({
  // Her name, firm and city are what the tokens of her other words stand for: written as they are.
  name: literal(words(80)).meta({
    label: 'Your name',
    hint: 'As the header, the footer, search results and every byline show it.',
  }),
  signature: literal(words(40)).meta({
    label: 'Signature',
    hint: 'How you sign the Tomorrow Letter, e.g. your first name.',
  }),
  title: literal(words(80)).meta({
    label: 'Your title',
    hint: 'e.g. Founding Partner: on your PDFs and for search engines.',
  }),
  firm: literal(words(80)).meta({ label: 'Your firm' }),
  city: literal(words(80)).meta({ label: 'City', hint: 'Where you are based, shown on About.' }),
  region: literal(words(80)).meta({ label: 'Province or state', hint: 'For search engines, e.g. ON.' }),
  country: text('a country’s name in English')
    .refine((value) => countryCode(value) !== undefined, {
      error: (issue) => `${quoted(issue.input)} is not a country’s name in English; pick one from the list`,
    })
    .meta({ choices: countryNames(), label: 'Country' }),
  timeZone: text('a time zone')
    .refine(isTimeZone, {
      error: (issue) => `${quoted(issue.input)} is not a time zone; pick one from the list`,
    })
    .meta({
      choices: timeZoneChoices(),
      label: 'Publishing time zone',
      hint: 'A post dated today goes up once it is today here: pick the city whose clock you keep.',
    }),
  tagline: heading.meta({
    label: 'Tagline',
    hint: 'One line after your name: the home page’s title in search results, and every share image.',
  }),
  bio: line.meta({
    label: 'Short bio',
    input: 'text',
    hint: 'The footer’s few lines about you, on every page.',
  }),
  description: line.meta({
    label: 'Description for search engines',
    input: 'text',
    hint: 'One sentence about you that search engines may show beside your name.',
  }),
  topics: list(literal(words(60))).meta({
    label: 'What you know about',
    singular: 'topic',
    hint: 'The subjects search engines connect with your name.',
  }),
  portrait: pictureField('Photo', 'a file name, e.g. portrait.jpg', { slots: ['portrait'] })
    .optional()
    .meta({
      label: 'Portrait',
      hint: 'Optional: a photo of you for About and the share images. Leave it empty to show none.',
    }),
  icon: imageFile('icon').optional().meta({
    label: 'Site icon',
    input: 'image',
    hint: 'Optional: a square SVG or PNG for browser tabs and phones’ home screens. Leave it empty to show your first initial.',
  }),
  email: literal(
    text('an email address').regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, {
      error: (issue) => `${quoted(issue.input)} is not an email address: write it as name@domain.com`,
    }),
  )
    .optional()
    .meta({
      label: 'Public email address',
      patternMessage: 'An email address, such as name@domain.com, or nothing.',
      hint: 'Optional: shown where the message forms would be while messages are off (Site settings › Formspree endpoint empty).',
    }),
  profiles: z
    .array(
      z.strictObject({
        name: words(40).meta({
          label: 'Name of the site',
          hint: 'e.g. LinkedIn: the link’s words in the footer.',
        }),
        url: webAddress.meta({
          label: 'Address of your page there',
          hint: `In full, starting with https://. ${placeholderHint}`,
        }),
      }),
      { error: 'must be a list' },
    )
    .optional()
    .meta({
      label: 'Your profiles elsewhere',
      singular: 'profile',
      summary: '{{fields.name}}',
      hint: 'Optional: LinkedIn, Bluesky and the like, linked from the footer and given to search engines.',
    }),
}).meta({
  label: 'Your profile',
  description: 'Your name, firm, city and portrait, as every page, feed, share image and PDF names you.',
});

export const profileFile = siteFile('profile', profileFields);
