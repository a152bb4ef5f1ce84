/** The reading list (content/site/books.yml): shelves of books, each with why it matters. */
import { z } from 'zod';
import {
  fileFields,
  heading,
  line,
  list,
  pageIntro,
  pageMeta,
  paragraph,
  words,
} from '@/lib/site/files/fields';
import { siteFile } from '@/lib/site/files/site-file';

export const booksFields = fileFields({
  meta: pageMeta,
  intro: pageIntro,
  shelves: list(
    z.strictObject({
      title: heading.meta({ label: 'Heading' }),
      intro: line.meta({ label: 'Introduction', input: 'text' }),
      books: list(
        z.strictObject({
          title: heading.meta({ label: 'Title' }),
          author: words(120).meta({ label: 'Author or authors' }),
          whyItMatters: paragraph.meta({ label: 'Why it matters', input: 'text' }),
        }),
      ).meta({ label: 'Books', singular: 'book', summary: '{{fields.title}}' }),
    }),
  ).meta({ label: 'Shelves', singular: 'shelf', summary: '{{fields.title}}' }),
}).meta({
  label: 'Books',
  description: 'Your reading list, shelf by shelf.',
});

export const booksFile = siteFile('books', booksFields);
