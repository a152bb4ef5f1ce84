import { filterValueAttribute } from '@/lib/posts/list-pages';

/**
 * The site's speculation rules (docs/performance.md, "The next page"): every page's response names
 * this file in its `Speculation-Rules` header (readingSiteHeaders), and a browser that supports them
 * prerenders a page of the site once the visitor points at a link to it or starts to tap it, so
 * the tap shows a page already painted. A header, not a `<script type="speculationrules">`: an
 * inline script would need a hash in the one policy, and Chrome refuses inline rules under a
 * policy of hashes. A browser without the feature ignores the header.
 */
export const speculationRulesPath = '/speculation-rules.json';

/** The content type a rules file must be served with, or the browser ignores it. */
export const speculationRulesType = 'application/speculationrules+json';

/**
 * Set on <html> by the loader once the framework's router takes the page's links: a prerendered
 * document would be thrown away by the router's own navigation, so the rules leave those links alone.
 */
export const routerAttribute = 'data-router';

/**
 * Which links are prerendered: pages of this site (patterns are read against the rules file's own
 * address, the site's root), at moderate eagerness (a pointer resting on the link, or the start of
 * a tap). Never the editor, a file (a brief's PDF, a feed, a share image: the last segment has a
 * dot), an address with a query, a download or a link to another tab. Not the filter pills either:
 * the page a pill opens puts the pills back where they were from a note the click writes
 * (keepPillFocus), which a page prerendered before the click never read. Nothing is only
 * prefetched.
 */
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
