// What each public page sends, next to the same page as static HTML: the page as rendered with its scripts
// taken out (its embedded data included), gzipped as the server gzips. The JSON-LD stays in both: it is the
// page's content for search engines, not code. The budget (settings.pageWeight) is a ratio of the two.
import { gzipSync } from 'node:zlib';
import { pathInLanguage } from '@ghadi/contracts';
import { probe } from '../lib/http.mjs';

const SCRIPT = /<script\b(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/g;

/** The page as static HTML: `html` without its scripts. */
export const asStaticHtml = (html) => html.replace(SCRIPT, '');

/**
 * The public pages of a site whose games include `gameName` and have results from the first of the month
 * before `today`: that month is whole on every day of the year. Both languages.
 */
export function weighedPages(gameName, { year, month }) {
  const name = encodeURIComponent(gameName.toLowerCase());
  const last = month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 };
  const english = [
    '/',
    `/satta-results/${name}`,
    `/satta-results/${name}/${last.year}/${String(last.month).padStart(2, '0')}`,
    `/satta-results/${name}/${year}`,
    `/record-chart/${year}/${String(month).padStart(2, '0')}`,
    `/record-chart/${last.year}/${String(last.month).padStart(2, '0')}`,
    `/satta-results/${name}/${last.year}/${String(last.month).padStart(2, '0')}/01`,
    '/yesterday',
    `/satta-results/${name}/statistics`,
  ];
  return [...english, ...english.map((path) => pathInLanguage('hi', path))];
}

/** One page: the gzipped bytes the server sends, and those of the page as static HTML. */
export async function weighPage(baseUrl, path) {
  const sent = await probe(baseUrl, { path, headers: { accept: 'text/html', 'accept-encoding': 'gzip' } });
  if (sent.status !== 200 || sent.headers['content-encoding'] !== 'gzip') {
    throw new Error(`${path} answered ${sent.status} (${sent.headers['content-encoding'] ?? 'not gzipped'})`);
  }
  const html = await (await fetch(`${baseUrl}${path}`, { headers: { accept: 'text/html' } })).text();
  const staticBytes = gzipSync(Buffer.from(asStaticHtml(html))).length;
  return { path, sentBytes: sent.bytes, staticBytes, rawBytes: Buffer.byteLength(html), ratio: sent.bytes / staticBytes };
}

export async function weighPages(baseUrl, paths) {
  const rows = [];
  for (const path of paths) rows.push(await weighPage(baseUrl, path));
  return rows;
}
