/** HTML that has been through the sanitizer; the only kind HtmlContent renders. */
export type SafeHtml = string & { readonly safeHtml: unique symbol };

/**
 * HTML from content blocks is sanitized by the server on write and again here before rendering, so a
 * block written before a sanitizer fix, or altered in the database, still cannot run script. DOMPurify
 * is loaded only when a page has HTML to show, keeping it out of the first download.
 */
export async function sanitizeHtml(html: string): Promise<SafeHtml> {
  const { default: DOMPurify } = await import('dompurify');
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button'],
    FORBID_ATTR: ['style'],
  }) as SafeHtml;
}
