/** The id of the header's search dialog (components/search-dialog.tsx). */
export const searchDialogId = 'site-search';

/** Fired at the dialog each time it opens, so its island starts or resumes the live results. */
export const searchOpenEvent = 'searchopen';

/** Marks the Search buttons that open the dialog; without script they submit to /search/ instead. */
export const opensSearchAttribute = 'data-opens-search';

/**
 * Opens the search dialog before any framework script, from the after-paint script
 * (lib/first-paint.ts): the dialog is plain HTML in every page's header, and this opens it as a
 * native modal from any Search button, from `/` outside a field and from Ctrl+K or Cmd+K (unless a
 * dialog is open already), with focus in the field and its text selected. A tap on the backdrop closes it, and on
 * close focus returns to what opened it. The dialog's island only adds the live results.
 */
export const searchOpenScript = `(function(d){var o=null;function open(from){var g=d.getElementById(${JSON.stringify(searchDialogId)});if(!g||d.querySelector("dialog[open]"))return false;o=from;g.showModal();var f=g.querySelector("input");if(f){f.focus();f.select()}g.dispatchEvent(new Event(${JSON.stringify(searchOpenEvent)}));return true}d.addEventListener("keydown",function(e){var t=e.target,k=e.key;var typing=t.isContentEditable||/^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName);if(((k==="k"||k==="K")&&(e.ctrlKey||e.metaKey))||(k==="/"&&!typing&&!e.ctrlKey&&!e.metaKey&&!e.altKey)){if(open(d.activeElement))e.preventDefault()}});d.addEventListener("click",function(e){var t=e.target;if(t.id===${JSON.stringify(searchDialogId)}&&t.open){t.close();return}var b=t.closest&&t.closest("[${opensSearchAttribute}]");if(b&&open(b))e.preventDefault()});d.addEventListener("close",function(e){if(e.target.id===${JSON.stringify(searchDialogId)}&&o&&o.isConnected)o.focus()},true)})(document)`;
