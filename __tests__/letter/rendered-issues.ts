// The letter issues email-edition.test.tsx renders: every issue of the fixture, which holds every kind of
// Markdown, and the site's newest. One template serves all issues, so these stand for all of them;
// bench:scale counts them (bench/test-counts.ts).
import { join } from 'node:path';
import type { IsoDate } from '@/lib/time/dates';
import { latestIssue, type LetterIssue } from '@/lib/letters/letter-kind';
import { loadContent } from '@/content-loader/content-files';

/** The day the test reads the issues on: every issue of the fixture and the site is published by then. */
export const emailTestToday = '2026-12-28' as IsoDate;

/** The fixture's content tree, under the project at `siteRoot`. */
export const letterFixtureRoot = (siteRoot: string) => join(siteRoot, '__tests__', 'fixtures', 'letter');

/** The issues rendered from one content tree, and the problems its loader found. */
export interface RenderedIssues {
  root: string;
  issues: LetterIssue[];
  problems: string[];
}

/** What the email test renders for the project at `siteRoot`: its newest issue, then the fixture's. */
export function renderedIssues(siteRoot: string): RenderedIssues[] {
  const fixtureRoot = letterFixtureRoot(siteRoot);
  return [siteRoot, fixtureRoot].map((root) => {
    const {
      posts: { letter: letterIssues },
      problems,
    } = loadContent({ root, today: emailTestToday, includeUnpublished: true });
    const newest = latestIssue(letterIssues);
    const issues = root === fixtureRoot ? letterIssues : newest ? [newest] : [];
    return { root, issues, problems };
  });
}
