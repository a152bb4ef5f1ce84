/**
 * Where a page's first screen ends (DECISIONS B12): an empty element that the layout's
 * render-blocking `<link rel="expect">` names, so a browser paints once it has parsed that far and
 * no sooner. Every page places it where its first screen ends at a 390 × 844 phone
 * (docs/performance.md, "The first round trip"); a post after its header and the opening of its
 * text, which is where the functions below put it.
 */
export const firstScreenId = 'first-screen';

/** The marker as a post's body HTML carries it: a template is never displayed and holds nothing. */
export const firstScreenMarkup = `<template id="${firstScreenId}"></template>`;

/**
 * How much of a post's text comes before the marker. A 390 px phone sets 36 to 45 characters on a
 * 32 px line, so this is 22 lines or more: below the fold under the shortest post header, whatever
 * her post's length (a header, a picture or a figure only moves the fold further up the text).
 */
export const firstScreenCharacters = 1_000;

/**
 * How far past a screen the text holding the marker may run before it is split for it: a paragraph
 * (or a run of plain words before a link or emphasis) of more than 3,000 characters more. Split text
 * is laid out in two pieces, which can move its glyphs by a fraction of a pixel.
 */
export const firstScreenOverrun = 3_000;

/** A run of a post's text in page order; a heading counts towards the screen but takes no marker. */
export interface ScreenText {
  text: string;
  markable: boolean;
}

/**
 * Where the first screen ends in a post's runs of text: the run in which `characters` of text are
 * behind, and the marker at its end, where a tag already stands, so that no text is split; in a run
 * that goes on more than `firstScreenOverrun` past the screen, just after the first word to end past
 * it. None when the whole text is shorter (the marker then follows it).
 */
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

/**
 * A post's body HTML, as the sanitizer leaves it (sanitizeEssayBody: no script, style or
 * comment), with the marker placed by firstScreenEnd among its text nodes, or after its last one.
 */
export function withFirstScreenEnd(html: string): string {
  const texts = [...html.matchAll(/<[^>]*>|[^<]+/g)]
    .filter(({ 0: token }) => !token.startsWith('<') && token.trim())
    .map(({ 0: text, index }) => ({ text, markable: true, start: index }));
  const end = firstScreenEnd(texts);
  const last = texts.at(-1);
  const at = end ? texts[end.index].start + end.at : last ? last.start + last.text.length : html.length;
  return `${html.slice(0, at)}${firstScreenMarkup}${html.slice(at)}`;
}

/**
 * The card of a list after which its first screen ends: the second (a card is 250 to 480 px tall
 * at a 390 px phone, under the list's intro and pills), or the only one.
 */
export const firstScreenCard = (count: number) => Math.min(2, count) - 1;

/** The bytes a new connection delivers in its first round trip: ten TCP segments of 1,460. */
export const firstRoundTripBytes = 14_600;
