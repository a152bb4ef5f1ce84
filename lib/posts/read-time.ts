import { htmlToPlainText } from '@/lib/posts/plain-text-preview';

/** Reading speed behind every essay's and issue's `readTime`. */
export const wordsPerMinute = 230;

export function countWords(html: string): number {
  const text = htmlToPlainText(html);
  return text ? text.split(' ').length : 0;
}

/** Whole minutes, rounded up, never less than one. */
export function readTimeFor(html: string): number {
  return Math.max(1, Math.ceil(countWords(html) / wordsPerMinute));
}
