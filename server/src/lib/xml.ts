/** What the server writes as XML (sitemaps, feeds): text escaped for elements and attributes alike. */

const xmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export const escapeXml = (text: string): string => text.replace(/[&<>"']/g, (character) => xmlEscapes[character]!);

export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
