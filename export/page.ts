// Reads one exported page, once, for every step of the stage: each element it keeps carries where it
// stands, so each step names the ranges it replaces and the page is written once.
import { Parser } from 'htmlparser2';
import { islandAttribute, waitsAttribute } from '@/lib/page/island-attributes';
import { liveSearchAttribute } from '@/lib/page/search-names';

export interface PageElement {
  name: 'link' | 'script' | 'style' | 'template';
  attribs: Record<string, string>;
  /** Where it starts and ends (exclusive) in the page's text; a script's or a style's text. */
  start: number;
  end: number;
  text: string;
  /** Inside <main>, where sanitized essays and letters are rendered. */
  inMain: boolean;
}

export interface Page {
  html: string;
  elements: PageElement[];
  classes: Set<string>;
  tags: Set<string>;
  handlers: string[];
  styleAttrs: string[];
  bodyEnd: number;
  ownSearch: boolean;
  /** Where each `data-pagefind-*` attribute stands, with the space before it: read by Pagefind alone. */
  searchIndexAttributes: Range[];
  /** Where the attributes of each island's marker stand (islandsOn): read by the export stage alone. */
  islandMarkerAttributes: Range[];
}

type Range = { start: number; end: number };

const kept = new Set(['link', 'script', 'style', 'template']);
const searchIndexPrefix = 'data-pagefind-';
const islandMarkerPattern = new RegExp(` (${islandAttribute}|${waitsAttribute})="[^"]*"`, 'g');

export function readPage(html: string): Page {
  const page: Page = {
    html,
    elements: [],
    classes: new Set(),
    tags: new Set(),
    handlers: [],
    styleAttrs: [],
    bodyEnd: -1,
    ownSearch: false,
    searchIndexAttributes: [],
    islandMarkerAttributes: [],
  };
  // In a start tag a quote inside a value is written &quot;, so a match is a whole attribute.
  const attributesIn = (pattern: RegExp, ranges: Range[]) => {
    const tag = html.slice(parser.startIndex, parser.endIndex + 1);
    for (const { index, 0: text } of tag.matchAll(pattern))
      ranges.push({ start: parser.startIndex + index, end: parser.startIndex + index + text.length });
  };
  let mainDepth = 0;
  const open: { element: PageElement; textStart: number }[] = [];
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        page.tags.add(name);
        if (name === 'input') page.tags.add(`input:${(attribs.type ?? 'text').toLowerCase()}`);
        for (const token of (attribs.class ?? '').split(/\s+/)) if (token) page.classes.add(token);
        for (const attr of Object.keys(attribs))
          if (/^on/i.test(attr)) page.handlers.push(`${attr} on <${name}>`);
        if (attribs.style !== undefined) page.styleAttrs.push(attribs.style);
        if (Object.keys(attribs).some((attr) => attr.startsWith(searchIndexPrefix)))
          attributesIn(/ data-pagefind-[\w-]*="[^"]*"/g, page.searchIndexAttributes);
        if (name === 'template' && attribs[islandAttribute] !== undefined)
          attributesIn(islandMarkerPattern, page.islandMarkerAttributes);
        if (name === 'main') mainDepth += 1;
        if (attribs[liveSearchAttribute] === 'page') page.ownSearch = true;
        if (!kept.has(name)) return;
        const [start, end, inMain] = [parser.startIndex, parser.endIndex + 1, mainDepth > 0];
        const element = { name: name as PageElement['name'], attribs, start, end, text: '', inMain };
        page.elements.push(element);
        if (name !== 'link') open.push({ element, textStart: parser.endIndex + 1 });
      },
      onclosetag(name) {
        if (name === 'main') mainDepth -= 1;
        if (name === 'body') page.bodyEnd = parser.startIndex;
        const top = open.at(-1);
        if (!top || top.element.name !== name) return;
        open.pop();
        top.element.text = html.slice(top.textStart, parser.startIndex);
        top.element.end = parser.endIndex + 1;
      },
    },
    { lowerCaseAttributeNames: true, decodeEntities: true },
  );
  parser.end(html);
  return page;
}

/** The page's text with every edit made: `text` replaces `[start, end)`; edits must not overlap. */
export function applyEdits(html: string, edits: readonly { start: number; end: number; text: string }[]) {
  let out = '';
  let at = 0;
  for (const { start, end, text } of [...edits].sort((a, b) => a.start - b.start || a.end - b.end)) {
    if (start < at) throw new Error(`overlapping edits at ${start}`);
    out += html.slice(at, start) + text;
    at = end;
  }
  return out + html.slice(at);
}
