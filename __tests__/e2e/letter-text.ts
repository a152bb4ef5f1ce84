import { htmlToPlainText } from '../../lib/posts/plain-text-preview';

/**
 * The text of every `<tag>` in an essay or issue body, as a reader sees it. The bodies come from
 * Markdown (lib/posts/markdown.ts), whose headings carry an id: `<h2 id="the-idea">`.
 */
function textsOf(html: string, tag: string): string[] {
  return [...html.matchAll(new RegExp(`<${tag}(?:\\s[^>]*)?>([\\s\\S]*?)</${tag}>`, 'g'))].map((match) =>
    htmlToPlainText(match[1]!),
  );
}

/** Headings of the body's sections, `##` in its Markdown file. */
export const sectionHeadings = (body: string) => textsOf(body, 'h2');
export const paragraphs = (body: string) => textsOf(body, 'p');
