// Reads what a server-rendered public page (server/src/features/public-pages) says, from its HTML, with no DOM:
// the head's tags, the JSON-LD blocks, the embedded page data, and the results it shows.

import path from 'node:path';
import {
  boardFromValues,
  gameMonthsOf,
  gamesOfList,
  valueOn,
  type Board,
  type BoardValues,
  type GameList,
  type GameMonth,
  type ListedGame,
  type MonthValues,
} from '@ghadi/contracts';

const repoRoot = path.resolve(__dirname, '../../..');

/** The shell's real builds (browser and server), which render the pages in these tests: `npm run build` first. */
export const builtShell = {
  SHELL_DIST: path.join(repoRoot, 'hosts/shell/dist'),
  SHELL_RENDERER: path.join(repoRoot, 'hosts/shell/dist-server/render-page.js'),
};

/** What the shell's page data holds (hosts/shell/src/lib/page-data.ts). */
export interface PageData {
  siteDay: string;
  config: Record<string, unknown>;
  queries: Array<[unknown[], unknown]>;
}

const PAGE_DATA_OPEN = '<script type="application/json" id="page-data">';

const unescapeHtml = (text: string): string =>
  text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, '&');

/** The text of `<title>`, entities decoded. */
export function titleOf(html: string): string | undefined {
  const match = /<title>([^<]*)<\/title>/.exec(html);
  return match ? unescapeHtml(match[1]!) : undefined;
}

/** The href of `<link rel="canonical">`, entities decoded. */
export function canonicalOf(html: string): string | undefined {
  const match = /<link rel="canonical" href="([^"]*)"/.exec(html);
  return match ? unescapeHtml(match[1]!) : undefined;
}

/** The hrefs of the Atom feeds the head advertises (`<link rel="alternate" type="application/atom+xml">`). */
export function feedsOf(html: string): string[] {
  return [...html.matchAll(/<link rel="alternate" type="application\/atom\+xml" title="[^"]*" href="([^"]*)"/g)].map(([, href]) => unescapeHtml(href!));
}

/** The content of `<meta property="{property}">` (Open Graph), entities decoded. */
export function metaProperty(html: string, property: string): string | undefined {
  const match = new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html);
  return match ? unescapeHtml(match[1]!) : undefined;
}

/** Every `application/ld+json` block, parsed (a block that is not JSON throws). */
export function jsonLdOf(html: string): Array<Record<string, any>> {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]!));
}

/** The embedded page data as it stands in the HTML, up to the first `</script>` (where the browser ends it). */
export function rawPageDataOf(html: string): string | undefined {
  const start = html.indexOf(PAGE_DATA_OPEN);
  if (start === -1) return undefined;
  const from = start + PAGE_DATA_OPEN.length;
  return html.slice(from, html.indexOf('</script>', from));
}

/** The embedded page data, parsed as the browser would (throws when it is not JSON). */
export function pageDataOf(html: string): PageData | undefined {
  const raw = rawPageDataOf(html);
  return raw === undefined ? undefined : (JSON.parse(raw) as PageData);
}

/** The value the page data keeps for the query whose key starts with `keyStart`. */
export function queryData<T = any>(data: PageData | undefined, ...keyStart: unknown[]): T | undefined {
  const entry = data?.queries.find(([key]) => keyStart.every((part, index) => key[index] === part));
  return entry?.[1] as T | undefined;
}

/** The home page's games as its page data rebuilds them (board-values in contracts), undefined when it has none. */
export function homeGamesOf(data: PageData | undefined): ListedGame[] | undefined {
  // Exactly ['ghadis']: a record chart's ['ghadis', 'names', language] holds only names.
  const list = data?.queries.find(([key]) => key.length === 1 && key[0] === 'ghadis')?.[1] as GameList | undefined;
  return list && gamesOfList(list);
}

/** The home page's board of the day as its page data rebuilds it, undefined when it has none. */
export function homeBoardOf(data: PageData | undefined): Board | undefined {
  const values = queryData<BoardValues>(data, 'draw-day');
  return values && boardFromValues(values);
}

/** Every game's month the page data holds for `year` and `month` (chart-values in contracts), undefined when it has none. */
export function monthOf(data: PageData | undefined, year: number, month: number): GameMonth[] | undefined {
  const values = queryData<MonthValues>(data, 'results', 'month', year, month);
  return values && gameMonthsOf(values);
}

/** Day values side by side after their width (chart-values in contracts): a pair of a number and a text. */
const isPackedDays = (value: unknown[]): value is [number, string] => value.length === 2 && typeof value[0] === 'number' && typeof value[1] === 'string';

/**
 * Every result number the page data holds: the charts' day values (the only strings standing in a list, or
 * side by side), and every game's month, the home list's and the board's results (rebuilt from their columns).
 */
export function resultsInPageData(data: PageData | undefined): string[] {
  const found: string[] = [];
  const visit = (value: unknown): void => {
    if (typeof value === 'string' && value !== '') found.push(value);
    else if (Array.isArray(value) && isPackedDays(value)) found.push(...Array.from({ length: 31 }, (_, index) => valueOn(value, index + 1) ?? '').filter(Boolean));
    else if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') for (const inner of Object.values(value)) if (typeof inner !== 'string') visit(inner);
  };
  const inColumns = (key: unknown[]) => key[0] === 'ghadis' || key[0] === 'draw-day' || (key[0] === 'results' && key[1] === 'month');
  for (const [key, value] of data?.queries ?? []) if (!inColumns(key)) visit(value);
  for (const [key] of data?.queries ?? []) {
    if (key[0] === 'results' && key[1] === 'month') for (const [, days] of monthOf(data, key[2] as number, key[3] as number)!) visit(days);
  }
  for (const game of homeGamesOf(data) ?? []) found.push(...[game.YesterdayResult, game.TodayResult].filter((value) => value !== null));
  for (const game of homeBoardOf(data)?.games ?? []) if (game.result !== null) found.push(game.result);
  return found;
}

/** The page's text as a reader sees it: React's `<!-- -->` separators between text nodes removed. */
export const visibleText = (html: string): string => html.replace(/<!-- -->/g, '');

/**
 * A chart row's first result cell: day `day` (`05`, `22`) showing `value`, as the game's month table and
 * the record chart (whose first column is the first game) draw it; the game's month links it to the date's page.
 */
export const dayCell = (day: string, value: string): RegExp =>
  new RegExp(`>${day}</th><td>(?:<a [^>]*>)?${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:</a>)?</td>`);

/** The home page's "Today"/"Yesterday" figure of its first game card with `name` (on a Hindi page: its Hindi name). */
export function homeCardResults(html: string, name: string, language: 'en' | 'hi' = 'en'): { yesterday?: string; today?: string } {
  const card = new RegExp(`<h3 lang="${language}">${name}</h3>[\\s\\S]*?</dl>`).exec(html)?.[0] ?? '';
  const figure = (label: string) =>
    new RegExp(`<dt>${label}</dt><dd><(?:strong|span) class="[^"]*">([^<]*)</`).exec(card)?.[1];
  return language === 'en' ? { yesterday: figure('Yesterday'), today: figure('Today') } : { yesterday: figure('कल'), today: figure('आज') };
}

/** `<link rel="alternate" hreflang>` of a page: hreflang=href, in order. */
export const alternatesOf = (html: string): string[] =>
  [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)" \/>/g)].map(([, hreflang, href]) => `${hreflang}=${href}`);

/** The `lang` of a page's `<html>` element. */
export const htmlLangOf = (html: string): string | undefined => /<html lang="([^"]*)"/.exec(html)?.[1];

/**
 * The words in Latin letters a page's body shows outside its names: the text of every element, its page
 * data and anything marked `lang="en"` left out, and `allowed` (the site's name, abbreviations).
 */
export function latinWordsOf(html: string, allowed: string[]): string[] {
  const body = html.slice(html.indexOf('<body'));
  const text = body
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<(\w+)[^>]*\slang="en"[^>]*>[\s\S]*?<\/\1>/g, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[a-z]+;|&#\d+;/g, ' ');
  const kept = allowed.reduce((rest, words) => rest.split(words).join(' '), text);
  return [...new Set(kept.match(/[A-Za-z]{2,}/g) ?? [])];
}
