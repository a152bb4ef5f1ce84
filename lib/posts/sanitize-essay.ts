import 'server-only';
import sanitizeHtml from 'sanitize-html';
import { imageSlots, sizesFor, type ImageSlot } from '@/lib/images/image-slots';

interface SanitizeOptions {
  /** Feed readers show the body away from the site, so site-relative links become absolute there. */
  baseUrl?: string;
  /** For a body shown under a page's own h2 and h3, so the outline stays in order. */
  headingOffset?: number;
  /** For the `sizes` of its images; `markdownToHtml` writes the rest of each `<picture>`. */
  imageSlot?: ImageSlot;
}

const baseTags = ['p', 'h2', 'h3', 'blockquote', 'ul', 'ol', 'li', 'em', 'strong', 'a', 'br', 'hr'];
// What Markdown adds (`markdownProcessor`): GitHub tables, footnotes, code and strike-through.
const markdownTags = ['table', 'thead', 'tbody', 'tr', 'th', 'td', 'sup', 'section', 'code', 'pre', 'del'];
const footnoteLink = ['id', 'aria-describedby', 'aria-label', 'data-footnote-ref', 'data-footnote-backref'];
const imageSize = ['width', 'height'];

// Runs while the static pages are rendered, so the sanitizer never reaches the browser bundle.
const essayHtml = ({
  baseUrl,
  headingOffset = 0,
  imageSlot = imageSlots.essayBody,
}: SanitizeOptions): sanitizeHtml.IOptions => {
  const h2 = `h${2 + headingOffset}`;
  const h3 = `h${3 + headingOffset}`;
  const shifted = headingOffset > 0 ? [h2, h3] : [];
  const sitePath = (path: string) => /^\/(?!\/)/.test(path);
  const absolute = (path: string) => (baseUrl && sitePath(path) ? `${baseUrl}${path}` : path);
  const ownFile = (src = '') => (baseUrl ? src.startsWith(`${baseUrl}/`) : sitePath(src));
  // Feed readers and mail clients get the plain <img>: its one file is a reasonable width for them.
  const imageTags = baseUrl ? ['img'] : ['picture', 'source', 'img'];
  return {
    // Tags are renamed before the allow-list is checked, so the renamed levels must be on it.
    allowedTags: [...baseTags, ...markdownTags, ...shifted, ...imageTags],
    // Heading ids are the anchors a section is linked by; the rest is what footnotes need.
    allowedAttributes: {
      a: ['href', 'target', 'rel', ...footnoteLink],
      h2: ['id', 'class'],
      h3: ['id'],
      ...(headingOffset > 0 ? { [h2]: ['id', 'class'], [h3]: ['id'] } : {}),
      li: ['id'],
      th: ['align'],
      td: ['align'],
      section: ['data-footnotes', 'class'],
      img: ['src', 'alt', ...imageSize, 'loading', 'decoding'],
      source: ['type', 'srcset', 'sizes', ...imageSize],
    },
    allowedClasses: { h2: ['sr-only'], [h2]: ['sr-only'], section: ['footnotes'] },
    allowedSchemes: ['https', 'mailto'],
    allowProtocolRelative: false,
    selfClosing: [...sanitizeHtml.defaults.selfClosing, 'source'],
    // Only the site's own files: an image is never fetched from elsewhere.
    exclusiveFilter: (frame) => frame.tag === 'img' && !ownFile(frame.attribs.src),
    transformTags: {
      // The browser picks a file for the column before layout: `sizes` says how wide that is.
      source: (tagName, attribs): sanitizeHtml.Tag => ({
        tagName,
        attribs: { ...attribs, sizes: sizesFor(imageSlot, Number(attribs.width) || undefined) },
      }),
      img: (tagName, attribs): sanitizeHtml.Tag => ({
        tagName,
        attribs: { ...attribs, src: absolute(attribs.src ?? '') },
      }),
      ...(headingOffset > 0
        ? { h2: sanitizeHtml.simpleTransform(h2, {}), h3: sanitizeHtml.simpleTransform(h3, {}) }
        : {}),
      // Only the href and a footnote link's own attributes are kept; outside links open safely in a new tab.
      a: (tagName, attribs): sanitizeHtml.Tag => {
        const href = absolute(attribs.href ?? '');
        const external: sanitizeHtml.Attributes = { target: '_blank', rel: 'noopener noreferrer' };
        const kept = Object.fromEntries(
          Object.entries(attribs).filter(([name]) => footnoteLink.includes(name)),
        );
        return { tagName, attribs: { ...kept, href, ...(/^https:/i.test(href) ? external : {}) } };
      },
    },
  };
};

export function sanitizeEssayBody(html: string, options: SanitizeOptions = {}): string {
  return sanitizeHtml(html, essayHtml(options));
}
