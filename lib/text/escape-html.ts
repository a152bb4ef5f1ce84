/** Text made safe to put inside HTML, between tags or in a quoted attribute: `<`, `>`, `&` and `"` escaped. */
export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
