// The pieces the site's own files are checked with: each fails with the words the author reads, and carries
// what the editor needs to check it before she saves.
import { z } from 'zod';
import { isoDate, quoted, text, words } from '@/lib/posts/post-fields';

export { words };
import { escapeRegExp } from '@/lib/site/profile-text';
import { proseProblems } from '@/lib/text/prose';
import { slugify } from '@/lib/posts/slug';

export const heading = words(120);
export const line = words(320);
export const paragraph = words(1200);

/** Text that says where the page puts something of its own (`{category}`), besides her profile's tokens. */
export const withSlot = (base: z.ZodString, slot: string, what: string) =>
  base
    .regex(new RegExp(escapeRegExp(slot)), { error: `must say where ${what} goes, as ${slot}` })
    .meta({ slots: [slot], patternMessage: `Say where ${what} goes, as ${slot}.` });

/** A page's introduction, under its title. */
export const pageIntro = paragraph.meta({ label: 'Introduction', input: 'text' });

/** How a list's page of one filter (a category, a tag) reads in search results; `slot` stands for `what`. */
export const filterDescription = (filter: string, slot: string, what: string) =>
  withSlot(line, slot, `the ${filter}`).meta({
    label: `A ${filter}’s description`,
    input: 'text',
    hint: `For search results of each ${filter}’s page; ${slot} stands for ${what}.`,
  });

/** Never read for tokens: her name, firm and city themselves, which the profile's tokens stand for. */
export const literal = <Schema extends z.ZodType>(base: Schema) => base.meta({ literal: true });

interface WordsSchema {
  type?: string;
  format?: string;
  literal?: boolean;
  image?: string;
  file?: string;
  relation?: string;
  enum?: unknown[];
  const?: unknown;
  choices?: unknown[];
}

/** Whether a field may name her through her profile's tokens (`withProfile`). */
export function holdsWords(schema: WordsSchema): boolean {
  if (schema.type !== 'string' || schema.literal || schema.image || schema.file || schema.relation)
    return false;
  if (schema.enum || schema.const !== undefined || schema.choices) return false;
  return schema.format !== 'uri' && schema.format !== 'date';
}

export const webAddress = text('an address starting with https://')
  .regex(/^[hH][tT][tT][pP][sS]?:\/\/[^\s/]+\.\S+$/, {
    error: (issue) => `${quoted(issue.input)} is not a web address: write it in full, starting with https://`,
  })
  .meta({ format: 'uri', patternMessage: 'Write the address in full, starting with https://' });

export const prose = (max: number) =>
  words(max)
    .superRefine((value, context) => {
      for (const problem of proseProblems(value)) context.addIssue({ code: 'custom', message: problem });
    })
    .meta({ format: 'markdown' })
    // The loader makes it blocks of words (`proseBlocks`): `Loaded` types it so.
    .brand<'Prose'>();

export function list<Item extends z.ZodType>(item: Item, min = 1) {
  return z
    .array(item, {
      error: (issue) => (issue.input === undefined ? 'is missing' : 'must be a list'),
    })
    .min(min, { error: `needs at least ${min}` });
}

/** With `alt`, its alt text is that field of the same item (a logo's name) rather than its own. */
export const imageFile = (slot: 'logo' | 'icon', alt?: string) =>
  text('a file name, e.g. logo.png').meta({ image: slot, ...(alt ? { alt } : {}) });

export function fileFields<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.strictObject(shape, {
    error: (issue) => (issue.code === 'unrecognized_keys' ? 'is not a field' : 'must be a set of fields'),
  });
}

export const pageMeta = z
  .strictObject(
    {
      title: heading.meta({
        label: 'Title',
        hint: 'The page’s title in search results; your name follows it when it fits.',
      }),
      description: line.meta({
        label: 'Description',
        input: 'text',
        hint: 'One or two sentences search results show under the title.',
      }),
      eyebrow: words(60).meta({
        label: 'Share image label',
        hint: 'The small line above the title on the page’s share image.',
      }),
      socialTitle: heading.optional().meta({
        label: 'Share image title',
        hint: 'The headline of the share image, when it should differ from the title. Optional.',
      }),
      updated: isoDate.meta({
        label: 'Last changed',
        hint: 'The day you last changed this page’s words: search engines read it.',
      }),
    },
    { error: (issue) => (issue.input === undefined ? 'is missing' : 'must be a set of fields') },
  )
  .meta({
    label: 'In search results and when shared',
    hint: 'How search engines and link previews show this page.',
  });

export const card = z.strictObject({
  title: heading.meta({ label: 'Title' }),
  body: paragraph.meta({ label: 'Text', input: 'text' }),
});

export const cards = (label: string, singular = 'card', hint?: string) =>
  list(card).meta({ label, ...(hint ? { hint } : {}), singular, summary: '{{fields.title}}' });

export const anchorOf = (title: string) => slugify(title, { dropApostrophes: true });
