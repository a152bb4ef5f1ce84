/*
 * The framework's scripts load after the first paint, so a visitor on a slow phone can press Join
 * or Send before the form has its handler; the browser would then reload the page and lose what
 * they typed. A form with no `action` only works with its handler, so until it marks itself
 * `data-ready` the head script holds its submit (browser/held-submit.ts): the page stays as it is,
 * and the form shows at once that the press was taken, as it will while sending (the button
 * disabled, with its pending label), so nobody presses twice. When the form announces it is
 * ready, that state is lifted and the submit made again, which the handler then shows as its own.
 * Forms with an `action`, like search, and `method="dialog"` forms go on natively.
 */

/** What a form fires, once its submit handler is in place, to take over a submit held for it. */
export const formReadyEvent = 'formready';

/**
 * Marks a submit button's two labels, `idle` and `pending` (components/submit-button.tsx): the
 * head script shows the pending one while it holds a submit.
 */
export const labelAttribute = 'data-when';
