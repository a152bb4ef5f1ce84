/** What a form fires, once its submit handler is in place, to take over a submit held for it. */
export const formReadyEvent = 'formready';

/**
 * Marks a submit button's two labels, `idle` and `pending` (components/submit-button.tsx): the
 * head script shows the pending one while it holds a submit.
 */
export const labelAttribute = 'data-when';

/**
 * Runs in <head> before the first paint (lib/first-paint.ts). The framework's scripts load after
 * that paint (scripts/defer-hydration.mjs), so a visitor on a slow phone can press Join or Send
 * before the form has its handler; the browser would then reload the page and lose what they
 * typed. A form with no `action` only works with its handler, so until it marks itself
 * `data-ready` its submit is held: the page stays as it is, and the form shows at once that the
 * press was taken, as it will while sending (the button disabled, with its pending label), so
 * nobody presses twice. When the form announces it is ready, that state is lifted
 * and the submit made again, which the handler then shows as its own. Forms with an `action`, like
 * search, and `method="dialog"` forms go on natively.
 */
export const heldSubmitScript = `(function(d){var h=[],w=${JSON.stringify(labelAttribute)};function busy(x,on){var b=x.s||x.f.querySelector("button:not([type]),[type=submit]");if(b){b.disabled=on;var l=b.querySelectorAll("["+w+"]");for(var i=0;i<l.length;i++)l[i].hidden=(l[i].getAttribute(w)==="pending")!==on}}function held(f){for(var i=0;i<h.length;i++)if(h[i].f===f)return i;return -1}d.addEventListener("submit",function(e){var f=e.target;if(f.hasAttribute("action")||f.method==="dialog"||f.hasAttribute("data-ready"))return;e.preventDefault();e.stopImmediatePropagation();if(held(f)<0){var x={f:f,s:e.submitter};h.push(x);busy(x,true)}},true);d.addEventListener(${JSON.stringify(formReadyEvent)},function(e){var i=held(e.target);if(i<0)return;var x=h.splice(i,1)[0];setTimeout(function(){busy(x,false);x.f.requestSubmit(x.s&&x.s.form===x.f?x.s:null)},0)},true)})(document)`;
