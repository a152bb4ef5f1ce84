import { filterValueAttribute } from '@/lib/posts/list-pages';

// Named in every page's `Speculation-Rules` header (readingSiteHeaders), not an inline script: Chrome
// refuses inline rules under a policy of hashes (docs/performance.md, "The next page").
export const speculationRulesPath = '/speculation-rules.json';

/** Served with any other type, the browser ignores the rules. */
export const speculationRulesType = 'application/speculationrules+json';

// Set on <html> once the framework's router takes the page's links: the router's own navigation would
// throw a prerendered document away, so the rules leave those links alone.
export const routerAttribute = 'data-router';

// Patterns are read against the rules file's address, the site's root; `/*.*` is a file. Not the filter
// pills: their page restores focus from a note the click writes (keepPillFocus), which a page prerendered
// before the click never read.
export const speculationRules = {
  prerender: [
    {
      where: {
        and: [
          { href_matches: '/*' },
          { not: { href_matches: '/admin/*' } },
          { not: { href_matches: '/*.*' } },
          {
            not: {
              selector_matches: `[href*="?"], [download], [target], [rel~=nofollow], [${filterValueAttribute}], [${routerAttribute}] a`,
            },
          },
        ],
      },
      eagerness: 'moderate',
    },
  ],
} as const;
