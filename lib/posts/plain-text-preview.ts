const blockTag =
  /<\/?(?:p|div|br|hr|li|ul|ol|h[1-6]|blockquote|section|article|header|footer|figure|figcaption|table|tr|td|th|pre)\b[^>]*>/gi;
const anyTag = /<[^>]*>/g;

const namedEntities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  middot: '·',
  times: '×',
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return namedEntities[name.toLowerCase()] ?? entity;
  });
}

/** Spacing kept as it is. */
export function stripTags(html: string): string {
  return decodeEntities(html.replace(blockTag, ' ').replace(anyTag, ''));
}

export function htmlToPlainText(html: string): string {
  return stripTags(html).replace(/\s+/g, ' ').trim();
}

/** Counted in code points, so an emoji or accented letter is never split in half. */
export function plainTextPreview(html: string, length: number): string {
  const characters = Array.from(htmlToPlainText(html));
  if (characters.length <= length) return characters.join('');
  return `${characters.slice(0, length).join('').trimEnd()}…`;
}
