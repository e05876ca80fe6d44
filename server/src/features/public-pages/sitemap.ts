import { defaultLanguage, MATKA_CHARTS, matkaChartPagePath, pathInLanguage, siteLanguages, sitePaths, statisticsPagePath } from '@ghadi/contracts';
import type { SitemapDate, SitemapGame } from './sitemap-queries';
import { escapeXml, XML_DECLARATION } from '../../lib/xml';

/** The sitemaps.org limit of URLs in one file; past it /sitemap.xml becomes an index of numbered files. */
export const SITEMAP_MAX_URLS = 50_000;

/** A page of the site: its path, and the date its data last changed when it shows results. */
export interface SitemapUrl {
  path: string;
  /** 'YYYY-MM-DD' */
  lastmod?: string;
  /** The same page in every language (hreflang to path), itself included. */
  alternates?: Array<[hreflang: string, path: string]>;
}

/** Where the `part`-th file (from 1) of a split sitemap is served. */
export const sitemapPartPath = (part: number): string => `/sitemap-${part}.xml`;

/** Where the result date pages of one year are listed: a file per year, each well under the limit. */
export const sitemapDatesPath = (year: number): string => `/sitemap-dates-${year}.xml`;

// `updated_at` is an ISO instant in UTC, so this is the UTC date of the change; lastmod needs no zone.
const dateOf = (instant: string): string => instant.slice(0, 10);

function newestOf(urls: readonly SitemapUrl[]): string | undefined {
  let latest: string | undefined;
  for (const { lastmod } of urls) if (lastmod !== undefined && (latest === undefined || lastmod > latest)) latest = lastmod;
  return latest;
}

const withLastmod = (path: string, lastmod: string | undefined): SitemapUrl => (lastmod === undefined ? { path } : { path, lastmod });

const yearAndMonth = (month: string): [year: number, month: number] => [Number(month.slice(0, 4)), Number(month.slice(5, 7))];

/** A game's chart, its statistics when it has results, a market's jodi and panel charts, then per year with results its year page and its month pages. */
function gameUrls(game: SitemapGame): SitemapUrl[] {
  const byYear = new Map<number, SitemapUrl[]>();
  for (const { month, lastChangedAt } of game.months) {
    const [year, monthNumber] = yearAndMonth(month);
    const months = byYear.get(year) ?? [];
    months.push({ path: sitePaths.gameMonth(game.nameEn, year, monthNumber), lastmod: dateOf(lastChangedAt) });
    byYear.set(year, months);
  }
  const yearUrls = [...byYear].flatMap(([year, months]) => [withLastmod(sitePaths.gameYear(game.nameEn, year), newestOf(months)), ...months]);
  const newest = newestOf(yearUrls);
  const statistics = yearUrls.length === 0 ? [] : [withLastmod(statisticsPagePath(game.nameEn), newest)];
  const charts = game.market ? MATKA_CHARTS.map((chart) => withLastmod(matkaChartPagePath(game.nameEn, chart), newest)) : [];
  return [withLastmod(sitePaths.gameChart(game.nameEn), newest), ...statistics, ...charts, ...yearUrls];
}

/** The all-games chart of every month in which any game has results, oldest first. */
function recordChartUrls(games: readonly SitemapGame[]): SitemapUrl[] {
  const newestByMonth = new Map<string, string>();
  for (const { month, lastChangedAt } of games.flatMap((game) => game.months)) {
    const lastmod = dateOf(lastChangedAt);
    const known = newestByMonth.get(month);
    if (known === undefined || lastmod > known) newestByMonth.set(month, lastmod);
  }
  return [...newestByMonth]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([month, lastmod]) => ({ path: sitePaths.recordChart(...yearAndMonth(month)), lastmod }));
}

/** A page in every language, each listing all of them (English for other languages' searchers). */
function inEveryLanguage({ path, lastmod }: SitemapUrl): SitemapUrl[] {
  const alternates: Array<[string, string]> = [
    ...siteLanguages.map((language): [string, string] => [language, pathInLanguage(language, path)]),
    ['x-default', pathInLanguage(defaultLanguage, path)],
  ];
  return siteLanguages.map((language) => ({ ...withLastmod(pathInLanguage(language, path), lastmod), alternates }));
}

/** Every public page worth indexing, in every language; the home page changes with the newest result of any game. */
export function sitemapUrls(games: readonly SitemapGame[]): SitemapUrl[] {
  return englishSitemapUrls(games).flatMap(inEveryLanguage);
}

function englishSitemapUrls(games: readonly SitemapGame[]): SitemapUrl[] {
  const recordCharts = recordChartUrls(games);
  return [
    withLastmod(sitePaths.home, newestOf(recordCharts)),
    { path: sitePaths.about },
    { path: sitePaths.disclaimer },
    { path: sitePaths.privacyPolicy },
    ...games.flatMap(gameUrls),
    ...recordCharts,
  ];
}

/** The years in which any game has results, oldest first, each dated by its newest change. */
export function dateYears(games: readonly SitemapGame[]): SitemapUrl[] {
  const newestByYear = new Map<number, string>();
  for (const { month, lastChangedAt } of games.flatMap((game) => game.months)) {
    const year = Number(month.slice(0, 4));
    const lastmod = dateOf(lastChangedAt);
    const known = newestByYear.get(year);
    if (known === undefined || lastmod > known) newestByYear.set(year, lastmod);
  }
  return [...newestByYear].sort(([a], [b]) => a - b).map(([year, lastmod]) => ({ path: sitemapDatesPath(year), lastmod }));
}

/** Each result's date page, in every language. */
export const dateUrls = (dates: readonly SitemapDate[]): SitemapUrl[] =>
  dates.flatMap(({ nameEn, drawDate, lastChangedAt }) => inEveryLanguage({ path: sitePaths.gameDate(nameEn, drawDate), lastmod: dateOf(lastChangedAt) }));

/** The URLs in files of at most `perFile` each; none for none. */
export function splitSitemap(urls: readonly SitemapUrl[], perFile = SITEMAP_MAX_URLS): SitemapUrl[][] {
  const parts: SitemapUrl[][] = [];
  for (let start = 0; start < urls.length; start += perFile) parts.push(urls.slice(start, start + perFile));
  return parts;
}

const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
// Google's way of naming a page's other languages in a sitemap.
const XHTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';

const entry = (tag: 'url' | 'sitemap', origin: string, { path, lastmod, alternates = [] }: SitemapUrl): string =>
  `<${tag}><loc>${escapeXml(origin + path)}</loc>${lastmod === undefined ? '' : `<lastmod>${lastmod}</lastmod>`}` +
  alternates.map(([hreflang, href]) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(origin + href)}"/>`).join('') +
  `</${tag}>\n`;

/** A sitemap file (sitemaps.org 0.9) of `urls` at `origin`. */
export function urlSetXml(origin: string, urls: readonly SitemapUrl[]): string {
  const items = urls.map((url) => entry('url', origin, url)).join('');
  return `${XML_DECLARATION}<urlset xmlns="${SITEMAP_NAMESPACE}" xmlns:xhtml="${XHTML_NAMESPACE}">\n${items}</urlset>\n`;
}

/**
 * The index of a split sitemap: one entry per numbered file, dated by the newest page it lists, then the
 * files of other pages (`more`: the result dates' years).
 */
export function sitemapIndexXml(origin: string, parts: readonly (readonly SitemapUrl[])[], more: readonly SitemapUrl[] = []): string {
  const files = [...parts.map((urls, index) => withLastmod(sitemapPartPath(index + 1), newestOf(urls))), ...more];
  return `${XML_DECLARATION}<sitemapindex xmlns="${SITEMAP_NAMESPACE}">\n${files.map((file) => entry('sitemap', origin, file)).join('')}</sitemapindex>\n`;
}
