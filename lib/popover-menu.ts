/**
 * The phone menu is a native popover (components/mobile-menu.tsx): its button opens and closes it
 * with `popovertarget`, and the browser closes it on Escape (focus back on the button) and on a tap
 * outside, all before any script. The after-paint script adds what the platform leaves to the page
 * (lib/first-paint.ts):
 * - the button's `aria-expanded` follows the popover, for assistive technology and the icon, from
 *   the state the visitor left it in if they opened it before the script arrived;
 * - following a link in an open popover closes it, whether the link loads a page or the router
 *   changes the route in place;
 * - back and forward (the router's popstate) close it too.
 */
export const popoverMenuScript = `(function(d){function all(){var o=d.querySelectorAll("[popover]");for(var i=0;i<o.length;i++)if(o[i].matches(":popover-open"))o[i].hidePopover()}function sync(p,open){if(!p.id)return;var b=d.querySelectorAll('[popovertarget="'+p.id+'"]');for(var i=0;i<b.length;i++)b[i].setAttribute("aria-expanded",open?"true":"false")}var o=d.querySelectorAll("[popover]");for(var i=0;i<o.length;i++)sync(o[i],o[i].matches(":popover-open"));d.addEventListener("toggle",function(e){var p=e.target;if(p.hasAttribute&&p.hasAttribute("popover"))sync(p,e.newState==="open")},true);d.addEventListener("click",function(e){var a=e.target.closest&&e.target.closest("a[href]");if(a&&a.closest("[popover]"))all()});addEventListener("popstate",all)})(document)`;
