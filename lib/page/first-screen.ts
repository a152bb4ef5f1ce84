// Where a page's first screen ends at a 390 × 844 phone: an empty element the layout's render-blocking
// `<link rel="expect">` names, so a browser paints once it has parsed that far (docs/performance.md).
export const firstScreenId = 'first-screen';

/** A template is never displayed and holds nothing. */
export const firstScreenMarkup = `<template id="${firstScreenId}"></template>`;

// A 390 px phone sets 36 to 45 characters on a 32 px line, so this is 22 lines or more: below the fold
// under the shortest post header.
export const firstScreenCharacters = 1_000;

// How far past a screen a run may go before the marker splits it: split text is laid out in two pieces,
// which can move its glyphs by a fraction of a pixel.
export const firstScreenOverrun = 3_000;

/** A heading counts towards the screen but takes no marker. */
export interface ScreenText {
  text: string;
  markable: boolean;
}

// At the end of the run that passes `characters`, where a tag already stands, so no text is split; in a
// run longer than `firstScreenOverrun` past it, after the first word to end past it. None for a short text.
export function firstScreenEnd(
  texts: readonly ScreenText[],
  characters = firstScreenCharacters,
): { index: number; at: number } | undefined {
  let seen = 0;
  for (const [index, { text, markable }] of texts.entries()) {
    const from = Math.max(1, characters - seen);
    seen += text.length;
    if (!markable || seen < characters) continue;
    if (text.length - from <= firstScreenOverrun) return { index, at: text.length };
    for (let at = from; at < text.length; at++)
      if (/\s/.test(text[at]) && !/\s/.test(text[at - 1])) return { index, at };
    return { index, at: text.length };
  }
  return undefined;
}

/** `html` as sanitizeEssayBody leaves it: no script, style or comment. */
export function withFirstScreenEnd(html: string): string {
  const texts = [...html.matchAll(/<[^>]*>|[^<]+/g)]
    .filter(({ 0: token }) => !token.startsWith('<') && token.trim())
    .map(({ 0: text, index }) => ({ text, markable: true, start: index }));
  const end = firstScreenEnd(texts);
  const last = texts.at(-1);
  const at = end ? texts[end.index].start + end.at : last ? last.start + last.text.length : html.length;
  return `${html.slice(0, at)}${firstScreenMarkup}${html.slice(at)}`;
}

/** The second card: a card is 250 to 480 px tall at a 390 px phone, under the list's intro and pills. */
export const firstScreenCard = (count: number) => Math.min(2, count) - 1;

/** Ten TCP segments of 1,460 bytes. */
export const firstRoundTripBytes = 14_600;
