import type { PageMeta } from '@/lib/page-meta';

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

// JSON inside <script>: `<` escaped so no text can close the element.
const jsonLdElement = (value: object): string =>
  `<script type="application/ld+json">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;

/** schema.org descriptions of the page: the site on the home page, the trail and the chart on chart pages. */
function structuredData(meta: PageMeta, origin: string, siteName: string): object[] {
  const url = (path: string) => `${origin}${path}`;
  if (meta.path === '/') return [{ '@context': 'https://schema.org', '@type': 'WebSite', name: siteName, url: url('/') }];
  const items: object[] = [];
  if (meta.breadcrumbs) {
    items.push({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: meta.breadcrumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: url(crumb.path) })),
    });
  }
  if (meta.temporalCoverage) {
    items.push({
      '@context': 'https://schema.org',
      '@type': 'Dataset',
      name: meta.title,
      description: meta.description,
      url: url(meta.path),
      temporalCoverage: meta.temporalCoverage,
      isAccessibleForFree: true,
      creator: { '@type': 'Organization', name: siteName, url: url('/') },
    });
  }
  return items;
}

/** The head of a rendered page: title, description, canonical URL, Open Graph tags and JSON-LD. */
export function pageHead(meta: PageMeta, status: number, origin: string, siteName: string): string {
  const lines = [`<title>${escapeHtml(meta.title)}</title>`, `<meta name="description" content="${escapeHtml(meta.description)}" />`];
  if (status !== 200) {
    // Nothing here for a search engine to keep.
    lines.push('<meta name="robots" content="noindex" />');
    return lines.join('\n');
  }
  const canonical = `${origin}${meta.path}`;
  lines.push(
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    '<meta property="og:type" content="website" />',
    `<meta property="og:site_name" content="${escapeHtml(siteName)}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(canonical)}" />`,
    ...structuredData(meta, origin, siteName).map(jsonLdElement),
  );
  return lines.join('\n');
}
