// Text preparation for the briefs' PDFs. The standard PDF fonts (Helvetica and friends) can only set
// the Windows-1252 ("WinAnsi") characters, so anything else is either mapped to a plain equivalent
// here or reported with the place it came from, instead of failing deep inside pdf-lib.

const plainEquivalents: Readonly<Record<string, string>> = {
  '\u00a0': ' ', // no-break space
  '\u2009': ' ', // thin space
  '\u202f': ' ', // narrow no-break space
  '\u2010': '-', // hyphen
  '\u2011': '-', // non-breaking hyphen
  '\u2212': '-', // minus sign
  '\u2032': '’', // prime
  '\u2033': '”', // double prime
  '\u2190': '<-',
  '\u2192': '->',
  '\u2264': '<=',
  '\u2265': '>=',
  '\u2248': '~',
};

// The characters Windows-1252 places in 0x80-0x9F, where Latin-1 has control codes.
const winAnsiExtras = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

function isWinAnsi(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || winAnsiExtras.has(char);
}

/** Returns `text` with whitespace collapsed and every character settable in a standard font. */
export function toWinAnsi(text: string, where: string): string {
  const mapped = Array.from(text.normalize('NFC'), (char) => plainEquivalents[char] ?? char)
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
  for (const char of mapped) {
    if (!isWinAnsi(char)) {
      const code = char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0');
      throw new Error(`${where}: "${char}" (U+${code}) cannot be set in a standard PDF font`);
    }
  }
  return mapped;
}

/**
 * Greedy line breaking: as many words per line as fit in `maxWidth`. A word wider than a whole line
 * (a long URL) is cut where it has to be, so no text ever runs off the page.
 */
export function wrapText(text: string, maxWidth: number, measure: (text: string) => number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (measure(candidate) <= maxWidth) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    while (measure(line) > maxWidth && line.length > 1) {
      let cut = line.length - 1;
      while (cut > 1 && measure(line.slice(0, cut)) > maxWidth) cut -= 1;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  if (line) lines.push(line);
  return lines;
}
