/** What a form fires, once its submit handler is in place, to take over a submit held for it. */
export const formReadyEvent = 'formready';

/**
 * Runs in <head> before the first paint. The framework's scripts load after that paint
 * (scripts/defer-hydration.mjs), so a visitor on a slow phone can press Join or Send before the form
 * has its handler; the browser would then reload the page and lose what they typed. A form with no
 * `action` only works with its handler, so until it marks itself `data-ready` its submit is held
 * (the page stays as it is) and made again when the form announces it is ready. Forms with an
 * `action`, like search, go on natively. The post-build security step hashes it into the policy.
 */
export const heldSubmitScript = `(function(d){var h=null;d.addEventListener("submit",function(e){var f=e.target;if(f.hasAttribute("action")||f.hasAttribute("data-ready"))return;e.preventDefault();e.stopImmediatePropagation();h={f:f,s:e.submitter}},true);d.addEventListener(${JSON.stringify(formReadyEvent)},function(e){if(!h||h.f!==e.target)return;var x=h;h=null;setTimeout(function(){x.f.requestSubmit(x.s&&x.s.form===x.f?x.s:null)},0)},true)})(document)`;
