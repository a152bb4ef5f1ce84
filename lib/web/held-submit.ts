/*
 * The framework's scripts load after the first paint, so a visitor on a slow phone can press Join
 * or Send before the form has its handler. A form its island sends (marked islandFormAttribute)
 * has a real `action` for browsers without scripts, but with scripts its island must send it: the
 * address in the right shape, the answer shown on the page. So until it marks itself ready the head
 * script holds its submit (holdSubmits): the page stays as it is, and the form shows at
 * once that the press was taken, as it will while sending (the button disabled, with its pending
 * label), so nobody presses twice. When the form announces it is ready, that state is lifted and the
 * submit made again, which the handler then shows as its own. If the framework's scripts fail to
 * arrive, the loader marks such forms ready without an island, and a held submit goes on to the
 * form's `action` as it would without scripts: sent once, either way.
 * Other forms, like search and `method="dialog"` forms, go on natively.
 */

/** Marks a form its island sends (MessageForm, SubscribeForm). */
export const islandFormAttribute = 'data-island-form';

/** Set on such a form once a submit should no longer be held: its island is ready, or will not come. */
export const formReadyAttribute = 'data-ready';

/** What a form fires, once its submit handler is in place, to take over a submit held for it. */
export const formReadyEvent = 'formready';

/**
 * Marks a submit button's two labels, `idle` and `pending` (SubmitButton): the
 * head script shows the pending one while it holds a submit.
 */
export const labelAttribute = 'data-when';

/** Whether a submit of `form` waits for its island: the rule the head script and the loader share. */
export function waitsForIsland(form: HTMLFormElement) {
  return form.hasAttribute(islandFormAttribute) && !form.hasAttribute(formReadyAttribute);
}
