import { expect, type Locator } from '@playwright/test';
import type { LetterIssue } from '../../lib/letters/letter-kind';
import { readingHeading } from '../../lib/letters/reading-list';
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

/** An issue's section headings as its page shows them: its body's, then its reading list's, if any. */
export const issueHeadings = (issue: Pick<LetterIssue, 'body' | 'reading'>) => [
  ...sectionHeadings(issue.body),
  ...(issue.reading?.length ? [readingHeading(issue.reading.length)] : []),
];

/** Each piece of an issue's reading list, linked by its title to its address, with her note. */
export async function expectReadingList(article: Locator, issue: Pick<LetterIssue, 'reading'>) {
  for (const pick of issue.reading ?? []) {
    await expect(article.getByRole('link', { name: pick.title, exact: true })).toHaveAttribute(
      'href',
      pick.url,
    );
    await expect(article).toContainText(pick.note);
  }
}
