// One pipeline for the build (`markdownToHtml`) and the editor's preview (`previewBody`), so the preview
// shows what the page will; each passes its own step for images.
import rehypeSlug from 'rehype-slug';
import rehypeStringify from 'rehype-stringify';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import remarkSmartypants from 'remark-smartypants';
import type { Root } from 'hast';
import { unified, type Plugin } from 'unified';

export function markdownProcessor(images: Plugin<[], Root>) {
  return unified()
    .use(remarkParse)
    .use(remarkFrontmatter, ['yaml'])
    .use(remarkGfm)
    .use(remarkSmartypants)
    .use(remarkRehype)
    .use(rehypeSlug)
    .use(images)
    .use(rehypeStringify);
}
