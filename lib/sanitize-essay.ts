import 'server-only';
import sanitizeHtml from 'sanitize-html';

interface SanitizeOptions {
  /** Feed readers show the body away from the site, so site-relative links become absolute there. */
  baseUrl?: string;
  /**
   * Moves the body's `<h2>` and `<h3>` this many levels down, for a body shown under a page's own
   * h2 and h3 (a letter issue inside a section of the letter page), so the outline stays in order.
   */
  headingOffset?: number;
}

const baseTags = ['p', 'h2', 'h3', 'blockquote', 'ul', 'ol', 'li', 'em', 'strong', 'a', 'br'];

// Runs while the static pages are rendered, so the sanitizer never reaches the browser bundle.
const essayHtml = ({ baseUrl, headingOffset = 0 }: SanitizeOptions): sanitizeHtml.IOptions => {
  const h2 = `h${2 + headingOffset}`;
  const h3 = `h${3 + headingOffset}`;
  const shifted = headingOffset > 0 ? [h2, h3] : [];
  return {
    // Tags are renamed before the allow-list is checked, so the renamed levels must be on it.
    allowedTags: [...baseTags, ...shifted],
    allowedAttributes: { a: ['href', 'target', 'rel'] },
    allowedSchemes: ['https', 'mailto'],
    allowProtocolRelative: false,
    transformTags: {
      ...(headingOffset > 0
        ? { h2: sanitizeHtml.simpleTransform(h2, {}), h3: sanitizeHtml.simpleTransform(h3, {}) }
        : {}),
      // Only the href is kept from the source; outside links always open safely in a new tab.
      a: (tagName, attribs): sanitizeHtml.Tag => {
        const href =
          baseUrl && (attribs.href ?? '').startsWith('/')
            ? `${baseUrl}${attribs.href}`
            : (attribs.href ?? '');
        const external: sanitizeHtml.Attributes = { target: '_blank', rel: 'noopener noreferrer' };
        return { tagName, attribs: /^https:/i.test(href) ? { href, ...external } : { href } };
      },
    },
  };
};

/** Essay bodies are written by the site's owner, yet still pass through an allow-list before they are shown. */
export function sanitizeEssayBody(html: string, options: SanitizeOptions = {}): string {
  return sanitizeHtml(html, essayHtml(options));
}
