import DOMPurify from 'dompurify';

/**
 * The preview shows what the public will see, so it is cleaned the way public pages clean block HTML
 * (the server also sanitizes on write): no script, no event handlers, no inline styles or forms.
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form'], FORBID_ATTR: ['style'] });
}
