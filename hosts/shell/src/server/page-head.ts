import { defaultLanguage, feedPathsIn, feedTitle, PAGE_PICTURE_SIZE, pathInLanguage, siteLanguages, type SiteLanguage } from '@ghadi/contracts';
import type { PageMeta } from '@/lib/page-meta';
import { escapeHtml } from '@/lib/html-escape';

export interface HeadContext {
  status: number;
  /** Where the site is public, without a trailing slash. */
  origin: string;
  siteName: string;
  language: SiteLanguage;
}


// JSON inside <script>: `<` escaped so no text can close the element.
const jsonLdElement = (value: object): string =>
  `<script type="application/ld+json">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;

/** schema.org descriptions of the page: the site on the home page, the trail and the chart on chart pages. */
function structuredData(meta: PageMeta, { origin, siteName, language }: HeadContext): object[] {
  // Paths are English (sitePaths): each is written in the page's language.
  const url = (path: string) => `${origin}${pathInLanguage(language, path)}`;
  if (meta.path === '/') return [{ '@context': 'https://schema.org', '@type': 'WebSite', name: siteName, url: url('/'), inLanguage: language }];
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
      inLanguage: language,
      temporalCoverage: meta.temporalCoverage,
      isAccessibleForFree: true,
      creator: { '@type': 'Organization', name: siteName, url: url('/') },
    });
  }
  return items;
}

/** The page's picture for Open Graph readers and X (Twitter), large, in the page's language. */
function imageTags(image: NonNullable<PageMeta['image']>, { origin, language }: HeadContext): string[] {
  return [
    `<meta property="og:image" content="${escapeHtml(`${origin}${pathInLanguage(language, image.path)}`)}" />`,
    '<meta property="og:image:type" content="image/png" />',
    `<meta property="og:image:width" content="${PAGE_PICTURE_SIZE.width}" />`,
    `<meta property="og:image:height" content="${PAGE_PICTURE_SIZE.height}" />`,
    `<meta property="og:image:alt" content="${escapeHtml(image.alt)}" />`,
    '<meta name="twitter:card" content="summary_large_image" />',
  ];
}

/**
 * The head of a rendered page: title, description, canonical URL, the page in every language (hreflang,
 * English for the rest), the results' feeds, Open Graph tags (with a result page's picture) and JSON-LD.
 */
export function pageHead(meta: PageMeta, context: HeadContext): string {
  const { status, origin, siteName, language } = context;
  const lines = [`<title>${escapeHtml(meta.title)}</title>`, `<meta name="description" content="${escapeHtml(meta.description)}" />`];
  if (status !== 200) {
    // Nothing here for a search engine to keep.
    lines.push('<meta name="robots" content="noindex" />');
    return lines.join('\n');
  }
  const canonical = `${origin}${pathInLanguage(language, meta.path)}`;
  const alternate = (hreflang: string, path: string) =>
    `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(`${origin}${path}`)}" />`;
  const feed = (title: string, path: string) =>
    `<link rel="alternate" type="application/atom+xml" title="${escapeHtml(title)}" href="${escapeHtml(`${origin}${path}`)}" />`;
  lines.push(
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    ...siteLanguages.map((other) => alternate(other, pathInLanguage(other, meta.path))),
    alternate('x-default', pathInLanguage(defaultLanguage, meta.path)),
    // The results as feeds in the page's language: every game's on every page, and a game's own on its pages.
    feed(feedTitle(siteName, language), feedPathsIn(language).results),
    ...(meta.feed ? [feed(meta.title, meta.feed)] : []),
    '<meta property="og:type" content="website" />',
    `<meta property="og:site_name" content="${escapeHtml(siteName)}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(canonical)}" />`,
    `<meta property="og:locale" content="${language === 'hi' ? 'hi_IN' : 'en_US'}" />`,
    ...(meta.image ? imageTags(meta.image, context) : []),
    ...structuredData(meta, context).map(jsonLdElement),
  );
  return lines.join('\n');
}
