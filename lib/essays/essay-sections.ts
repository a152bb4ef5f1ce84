import { decodeEntities, htmlToPlainText } from '@/lib/posts/plain-text-preview';

/** A section of an essay's body: a `##` heading of its Markdown, by its id and its text. */
export interface EssaySection {
  id: string;
  title: string;
}

/** From this many sections on, an essay's page lists them under "In this essay". */
export const contentsFromSections = 3;

const h2 = /<h2\b([^>]*)>([\s\S]*?)<\/h2>/gi;
const attribute = (attributes: string, name: string) =>
  new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(attributes)?.[1];

/**
 * The sections of an essay's body HTML, as `markdownProcessor` writes it and the sanitizer keeps it:
 * each `<h2>` with the id rehype-slug gave it (unique in the body). The footnotes' heading, which
 * only screen readers see, is not one of hers, nor is a heading left without an id or a text.
 */
export function essaySections(html: string): EssaySection[] {
  return [...html.matchAll(h2)].flatMap(([, attributes = '', inner = '']) => {
    const id = decodeEntities(attribute(attributes, 'id') ?? '');
    const title = htmlToPlainText(inner);
    const hidden = /\bsr-only\b/.test(attribute(attributes, 'class') ?? '');
    return id && title && !hidden ? [{ id, title }] : [];
  });
}

/** The sections an essay's contents list: all of them from three on, none below. */
export function essayContents(html: string): EssaySection[] {
  const sections = essaySections(html);
  return sections.length >= contentsFromSections ? sections : [];
}
