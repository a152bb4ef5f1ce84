import sanitizeHtml from 'sanitize-html';

/**
 * The most an SVG illustration may weigh, gzipped, to be drawn inside the page rather than fetched
 * after it: what the heaviest first screen leaves of the first round trip (14,600 bytes, DECISIONS
 * B12; a brief's, about 12,000 today), shared by the two cards a list shows before its marker. The
 * seed's illustrations weigh 312 to 878 bytes; the first-screen budget checks every page with them.
 */
export const inlineSvgMaxGzBytes = 1_200;

// What a drawing is made of. No script, style, foreignObject, image, link or animation: whatever
// else an illustration holds keeps it an image.
const drawingTags = [
  'g',
  'defs',
  'symbol',
  'use',
  'path',
  'circle',
  'ellipse',
  'rect',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'linearGradient',
  'radialGradient',
  'stop',
  'clipPath',
  'mask',
  'pattern',
];
const shapeTags = ['path', 'circle', 'ellipse', 'rect', 'line', 'polyline', 'polygon', 'stop', 'use'];
const drawingAttributes = [
  'id',
  'class',
  'd',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'x',
  'y',
  'x1',
  'y1',
  'x2',
  'y2',
  'dx',
  'dy',
  'width',
  'height',
  'points',
  'transform',
  'viewBox',
  'preserveAspectRatio',
  'pathLength',
  'fill',
  'fill-opacity',
  'fill-rule',
  'stroke',
  'stroke-width',
  'stroke-opacity',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-miterlimit',
  'stroke-dasharray',
  'stroke-dashoffset',
  'opacity',
  'clip-path',
  'clip-rule',
  'mask',
  'offset',
  'stop-color',
  'stop-opacity',
  'gradientUnits',
  'gradientTransform',
  'spreadMethod',
  'fx',
  'fy',
  'fr',
  'patternUnits',
  'patternContentUnits',
  'patternTransform',
  'clipPathUnits',
  'maskUnits',
  'maskContentUnits',
  'href',
  'xlink:href',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'text-anchor',
  'dominant-baseline',
  'letter-spacing',
  'visibility',
  'display',
];
// Dropped without a trace: they draw nothing. A title or description would name the drawing a
// second time; its name is the image's alt text.
const silentTags = ['title', 'desc', 'metadata', 'script'];

/** An illustration ready to be drawn in the page: its root's viewBox and its cleaned contents. */
export interface InlineSvg {
  viewBox: string;
  preserveAspectRatio?: string;
  contents: string;
}

/** A reference inside the drawing (`#id`, `url(#id)`), the only kind it may hold. */
const innerReference = /url\(\s*['"]?#([^'")\s]+)['"]?\s*\)/g;

/**
 * An SVG file's text cleaned for drawing in the page: scripts, titles and event attributes go, and
 * ids, and every reference to them, are prefixed with `idPrefix` so they are unique on the page. Its
 * colours stay as she drew them, in both themes, as a photo's do: a night sky stays darker than its
 * stars. Null when it cannot be drawn there as it looks: a
 * style sheet or inline style, an image, a reference to another file, an element or attribute of no
 * drawing, or no viewBox. Such an illustration stays an image. The route that reads the file also
 * holds it to inlineSvgMaxGzBytes (drawnIllustration).
 */
export function cleanSvg(text: string, idPrefix: string): InlineSvg | null {
  const root = /<svg\b([^>]*)>([\s\S]*)<\/svg>\s*$/.exec(text.replace(/<!--[\s\S]*?-->/g, '').trim());
  if (!root) return null;
  const rootAttribute = (name: string) => new RegExp(`\\s${name}\\s*=\\s*"([^"]*)"`).exec(root[1])?.[1];
  const viewBox = rootAttribute('viewBox');
  if (!viewBox || /\son\w+\s*=|\sstyle\s*=/i.test(root[1])) return null;

  let unsafe = false;
  const contents = sanitizeHtml(root[2], {
    allowedTags: drawingTags,
    allowedAttributes: { '*': drawingAttributes },
    allowedSchemes: [],
    nonTextTags: silentTags,
    selfClosing: shapeTags,
    parser: { xmlMode: true, lowerCaseTags: false, lowerCaseAttributeNames: false },
    onOpenTag(tag, attributes) {
      if (!drawingTags.includes(tag) && !silentTags.includes(tag)) unsafe = true;
      for (const [name, value] of Object.entries(attributes)) {
        if (/^on/i.test(name)) continue;
        if (!drawingAttributes.includes(name)) unsafe = true;
        if ((name === 'href' || name === 'xlink:href') && !value.startsWith('#')) unsafe = true;
        if (/url\(\s*['"]?(?!#)/.test(value)) unsafe = true;
      }
    },
    transformTags: {
      '*': (tagName, attribs) => ({
        tagName,
        attribs: Object.fromEntries(
          Object.entries(attribs).map(([name, value]) => [name, prefixed(name, value, idPrefix)]),
        ),
      }),
    },
  });
  if (unsafe) return null;
  const preserveAspectRatio = rootAttribute('preserveAspectRatio');
  return { viewBox, ...(preserveAspectRatio ? { preserveAspectRatio } : {}), contents };
}

/** An attribute's value with the ids it defines or names prefixed (only inner references are left). */
function prefixed(name: string, value: string, idPrefix: string) {
  if (name === 'id') return `${idPrefix}${value}`;
  if (name === 'href' || name === 'xlink:href') return `#${idPrefix}${value.slice(1)}`;
  return value.replace(innerReference, (_, id: string) => `url(#${idPrefix}${id})`);
}
