import sanitizeHtml, { type IOptions } from 'sanitize-html';

// Plain values only: no url(), expression() or escapes, so an allowed property can never load anything.
const safeCssValue = [/^(?!.*(?:url|expression|image-set)\s*\()[-#%,.\w\s()]+$/i];
const styleProperties = [
  'color',
  'background-color',
  'text-align',
  'font-size',
  'font-weight',
  'font-style',
  'text-decoration',
  'margin',
  'padding',
  'border',
  'width',
  'height',
];

/**
 * An allowlist: anything not named here goes, including script, style, iframe, object and embed
 * elements, every on* attribute, and links or images whose scheme is not listed (javascript:, data:).
 */
const options: IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'del', 'ins', 'center', 'font'],
  allowedAttributes: {
    a: ['href', 'name', 'target', 'rel', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    font: ['color', 'size'],
    td: ['colspan', 'rowspan', 'align'],
    th: ['colspan', 'rowspan', 'align', 'scope'],
    '*': ['class', 'style', 'title', 'align'],
  },
  allowedStyles: { '*': Object.fromEntries(styleProperties.map((property) => [property, safeCssValue])) },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  // A link opening a new tab must not hand the opened page a handle on ours.
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

/** Content blocks are stored only in this form; the front ends sanitize again before rendering. */
export function sanitizeContentHtml(html: string): string {
  return sanitizeHtml(html, options).trim();
}
