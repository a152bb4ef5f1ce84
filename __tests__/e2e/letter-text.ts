import { htmlToPlainText } from '../../lib/plain-text-preview';

/** The text of every `<tag>` in an issue body, as a reader sees it. */
function textsOf(html: string, tag: string): string[] {
  return [...html.matchAll(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, 'g'))].map((match) =>
    htmlToPlainText(match[1]!),
  );
}

/** Headings of the body's sections, written as `<h2>` in content/letter-issues.ts. */
export const sectionHeadings = (body: string) => textsOf(body, 'h2');
export const paragraphs = (body: string) => textsOf(body, 'p');
