import { briefs } from '../../content/briefs';
import { essays } from '../../content/essays';
import { letterIssues } from '../../content/letter-issues';

/**
 * Every page of the export. Each one is loaded at both viewports and checked for status, console
 * errors, axe violations and dead links or images (see every-route.spec.ts): adding a route here
 * is all a new page needs to get those checks.
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
  '/tomorrow-letter/archive/',
  '/search/',
  ...essays.map((essay) => `/essays/${essay.slug}/`),
  ...briefs.map((brief) => `/research/${brief.id}/`),
  ...letterIssues.map((issue) => `/tomorrow-letter/${issue.slug}/`),
];

export const viewports = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 900 },
] as const;
