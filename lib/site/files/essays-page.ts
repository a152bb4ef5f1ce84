/** The essay list's words (content/site/essays-page.yml): its introduction and search text. */
import { fileFields, filterDescription, pageIntro, pageMeta } from '@/lib/site/files/fields';
import { siteFile } from '@/lib/site/files/site-file';

/** Stands for a category's name in `categoryDescription`. */
export const categorySlot = '{category}';

export const essaysPageFields = fileFields({
  meta: pageMeta,
  intro: pageIntro,
  categoryDescription: filterDescription('category', categorySlot, 'the category’s name'),
}).meta({
  label: 'Essays page',
  description:
    'The essay list: its introduction, and how it and each category’s page read in search results.',
});

export const essaysPageFile = siteFile('essays-page', essaysPageFields);
