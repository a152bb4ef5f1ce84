import { decodeEntities, htmlToPlainText } from '@/lib/posts/plain-text-preview';

export interface EssaySection {
  id: string;
  title: string;
}

/** From this many sections on, an essay's page lists them under "In this essay". */
export const contentsFromSections = 3;

const h2 = /<h2\b([^>]*)>([\s\S]*?)<\/h2>/gi;
const attribute = (attributes: string, name: string) =>
  new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(attributes)?.[1];

/** Each `<h2>` with its id; not the footnotes' heading, nor one without an id or a text. */
export function essaySections(html: string): EssaySection[] {
  return [...html.matchAll(h2)].flatMap(([, attributes = '', inner = '']) => {
    const id = decodeEntities(attribute(attributes, 'id') ?? '');
    const title = htmlToPlainText(inner);
    const hidden = /\bsr-only\b/.test(attribute(attributes, 'class') ?? '');
    return id && title && !hidden ? [{ id, title }] : [];
  });
}

export function essayContents(html: string): EssaySection[] {
  const sections = essaySections(html);
  return sections.length >= contentsFromSections ? sections : [];
}
