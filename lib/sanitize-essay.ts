import 'server-only';
import sanitizeHtml from 'sanitize-html';

// Runs while the static pages are rendered, so the sanitizer never reaches the browser bundle.
const essayHtml = (baseUrl?: string): sanitizeHtml.IOptions => ({
  allowedTags: ['p', 'h2', 'h3', 'blockquote', 'ul', 'ol', 'li', 'em', 'strong', 'a', 'br'],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['https', 'mailto'],
  allowProtocolRelative: false,
  transformTags: {
    // Only the href is kept from the source; outside links always open safely in a new tab.
    a: (tagName, attribs): sanitizeHtml.Tag => {
      // Feed readers show the body away from the site, so site-relative links become absolute there.
      const href =
        baseUrl && (attribs.href ?? '').startsWith('/') ? `${baseUrl}${attribs.href}` : (attribs.href ?? '');
      const external: sanitizeHtml.Attributes = { target: '_blank', rel: 'noopener noreferrer' };
      return { tagName, attribs: /^https:/i.test(href) ? { href, ...external } : { href } };
    },
  },
});

/** Essay bodies are written by the site's owner, yet still pass through an allow-list before they are shown. */
export function sanitizeEssayBody(html: string, options: { baseUrl?: string } = {}): string {
  return sanitizeHtml(html, essayHtml(options.baseUrl));
}
