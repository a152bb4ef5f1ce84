/** The reading list (content/site/books.yml): shelves of books, each with why it matters. */
import { z } from 'zod';
import {
  fileFields,
  heading,
  line,
  list,
  pageMeta,
  pageMetaLook,
  paragraph,
  words,
} from '@/lib/site/files/fields';
import type { SiteFile } from '@/lib/site/files/site-file';

export const booksFields = fileFields({
  meta: pageMeta,
  intro: paragraph,
  shelves: list(
    z.strictObject({
      title: heading,
      intro: line,
      books: list(z.strictObject({ title: heading, author: words(120), whyItMatters: paragraph })),
    }),
  ),
});

export type BooksFields = z.infer<typeof booksFields>;

export const booksFile: SiteFile<BooksFields> = {
  name: 'books',
  editor: {
    label: 'Books',
    description: 'Your reading list, shelf by shelf.',
    fields: {
      meta: pageMetaLook,
      intro: { label: 'Introduction', input: 'text' },
      shelves: {
        label: 'Shelves',
        singular: 'shelf',
        summary: '{{fields.title}}',
        fields: {
          title: { label: 'Heading' },
          intro: { label: 'Introduction', input: 'text' },
          books: {
            label: 'Books',
            singular: 'book',
            summary: '{{fields.title}}',
            fields: {
              title: { label: 'Title' },
              author: { label: 'Author or authors' },
              whyItMatters: { label: 'Why it matters', input: 'text' },
            },
          },
        },
      },
    },
  },
  fields: booksFields,
};
