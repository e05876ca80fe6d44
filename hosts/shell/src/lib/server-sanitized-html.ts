/** Content-block HTML as the public API serves it, already sanitized by the server; the only kind HtmlContent renders. */
export type ServerSanitizedHtml = string & { readonly serverSanitizedHtml: unique symbol };

/**
 * Marks HTML from the public API (or the shell's own defaults) as renderable. There is no second
 * sanitizer in the browser: the server sanitizes content-block HTML when it is written and again when
 * the public endpoints serve it (so a row altered in the database still leaves clean), and the pages'
 * Content-Security-Policy allows no inline script.
 */
export function fromServer(html: string): ServerSanitizedHtml {
  return html as ServerSanitizedHtml;
}
