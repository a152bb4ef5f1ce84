// The framework's scripts load after the first paint, so a visitor can press Join or Send before its island
// has a handler: the head script holds such a submit (holdSubmits), showing it pending so nobody presses
// twice, and makes it again once the form is ready. Sent once, either way; other forms go on natively.

/** Marks a form its island sends (MessageForm, SubscribeForm). */
export const islandFormAttribute = 'data-island-form';

// Set by the island once ready, or by the loader when the framework's scripts fail to arrive: a held submit
// then goes on to the form's `action`, as without scripts.
export const formReadyAttribute = 'data-ready';

/** Fired once the submit handler is in place, to take over a submit held for it. */
export const formReadyEvent = 'formready';

/** Marks a submit button's `idle` and `pending` labels; the head script shows the pending one. */
export const labelAttribute = 'data-when';

/** The rule the head script and the loader share. */
export function waitsForIsland(form: HTMLFormElement) {
  return form.hasAttribute(islandFormAttribute) && !form.hasAttribute(formReadyAttribute);
}
