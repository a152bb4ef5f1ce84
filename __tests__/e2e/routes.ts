import { briefs } from '../../lib/briefs/briefs';
import { essays } from '../../lib/essays/essays';
import { letterIssues } from '../../lib/letters/letter-issues';
import { briefList, briefsNewestFirst } from '../../lib/briefs/brief-kind';
import { essayList, essaysNewestFirst } from '../../lib/essays/essay-kind';
import { issueList, issuesNewestFirst } from '../../lib/letters/letter-kind';

/**
 * A fixed sample of a list, whatever its length: the first, the one in the middle and the last.
 * Browser tests check content pages through it, so the suite costs the same after ten years of
 * writing; the checks that need no browser (__tests__/build/) read every page of the export.
 */
export function sample<T>(items: readonly T[]): T[] {
  return [...new Set([items[0], items[Math.floor((items.length - 1) / 2)], items.at(-1)])].filter(
    (item): item is T => item !== undefined,
  );
}

const lists = [essayList(essays), briefList(briefs), issueList(letterIssues)];
const slash = (path: string) => `${path}/`;
// The first page of a filter of each list that has filters (the options after All).
const filterPages = lists.flatMap((list) => list.options.slice(1, 2).map((option) => slash(option.href)));
// A later page of each list, when the content has one.
const laterPages = lists.flatMap((list) =>
  list
    .pages()
    .filter((page) => page.page > 1)
    .slice(0, 1)
    .map((page) => slash(page.path)),
);

/**
 * Every template of the site once, plus a sample of its content pages. Each is loaded once and checked,
 * at both viewports and in both themes, for status, console errors, axe violations and dead links or
 * images (every-route.spec.ts): a new template needs adding here, a new essay does not.
 */
export const routes: readonly string[] = [
  '/',
  '/essays/',
  '/research/',
  '/about/',
  '/tomorrow-letter/',
  '/backup-demo/',
  '/investment-thesis/',
  '/books/',
  '/founders/',
  '/tomorrow-letter/archive/',
  '/search/',
  '/privacy/',
  '/thanks/contact/',
  ...filterPages,
  ...laterPages,
  ...sample(essaysNewestFirst(essays)).map((essay) => `/essays/${essay.slug}/`),
  ...sample(briefsNewestFirst(briefs)).map((brief) => `/research/${brief.slug}/`),
  ...sample(issuesNewestFirst(letterIssues)).map((issue) => `/tomorrow-letter/${issue.slug}/`),
];

export const viewports = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 900 },
] as const;
