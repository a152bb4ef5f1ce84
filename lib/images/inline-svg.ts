import sanitizeHtml from 'sanitize-html';

// Gzipped, to be drawn inside the page rather than fetched: what the heaviest first screen leaves of the
// first round trip, shared by the two cards a list shows before its marker.
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
// A title or description would name the drawing a second time; its name is the image's alt text.
const silentTags = ['title', 'desc', 'metadata', 'script'];

export interface InlineSvg {
  viewBox: string;
  preserveAspectRatio?: string;
  contents: string;
}

const innerReference = /url\(\s*['"]?#([^'")\s]+)['"]?\s*\)/g;

// Ids and references to them get `idPrefix` so they are unique on the page; colours stay as drawn in both
// themes, as a photo's do. Null when it cannot be drawn as it looks (a style, an image, another file, an
// element of no drawing, no viewBox): such an illustration stays an image.
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

/** Only inner references are left by then. */
function prefixed(name: string, value: string, idPrefix: string) {
  if (name === 'id') return `${idPrefix}${value}`;
  if (name === 'href' || name === 'xlink:href') return `#${idPrefix}${value.slice(1)}`;
  return value.replace(innerReference, (_, id: string) => `url(#${idPrefix}${id})`);
}
