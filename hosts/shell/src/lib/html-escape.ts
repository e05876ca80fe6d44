/** Text as HTML text or a double-quoted attribute's value: for the markup written as strings (the head, code to copy). */
export const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
