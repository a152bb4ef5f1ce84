import { briefs } from '@/lib/briefs/briefs';
import { essays } from '@/lib/essays/essays';
import { briefsNewestFirst } from '@/lib/briefs/brief-kind';
import { essaysNewestFirst } from '@/lib/essays/essay-kind';

/**
 * What the search tests look for, taken from the content rather than typed in: the newest essay and
 * the newest brief, searched by their titles, and one word of that essay's title for the tests that
 * only need some results. A new essay moves them on; nothing here names a post.
 */
export const essayToFind = essaysNewestFirst(essays)[0]!;
export const briefToFind = briefsNewestFirst(briefs)[0]!;

const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** The longest plain word of a title: a query with results, that reads the same in an address. */
export const searchWordOf = (title: string) =>
  wordsOf(title)
    .filter((word) => /^[a-z]+$/.test(word))
    .sort((a, b) => b.length - a.length)[0] ?? wordsOf(title)[0]!;

export const searchWord = searchWordOf(essayToFind.title);

/** `/search/?q=<query>`, encoded as the page writes it. */
export const searchPath = (query: string) => `/search/?${new URLSearchParams({ q: query })}`;

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The live region's count for a query with results: "3 results for <query>". */
export const resultCount = (query: string) => new RegExp(`^\\d+ results? for ${escapeRegExp(query)}$`);

/**
 * A word marked in a result as matching the query: one of its words, give or take an ending (the
 * index matches "measures" to "measure"), so compared on their first three letters.
 */
export const markedWord = (query: string) =>
  new RegExp(
    wordsOf(query)
      .map((word) => escapeRegExp(word.slice(0, 3)))
      .join('|'),
    'i',
  );
