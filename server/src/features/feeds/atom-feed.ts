import { drawDateText, gameNameIn, pathInLanguage, siteTimeText, sitePaths, toldWords, type SiteLanguage } from '@ghadi/contracts';
import { escapeXml, XML_DECLARATION } from '../../lib/xml';
import type { FeedEntryRow } from './feed-queries';

const ATOM_NAMESPACE = 'http://www.w3.org/2005/Atom';
/** The `updated` of a feed with no entry yet: nothing has changed since the epoch. */
const NOTHING_YET = '1970-01-01T00:00:00.000Z';

export interface FeedSite {
  /** Where the site is public, without a trailing slash. */
  origin: string;
  siteName: string;
  timeZone: string;
}

export interface FeedDescription {
  /** The feed's own address (a path), which is also its id. */
  path: string;
  title: string;
  /** The page the feed follows (an English path: the feed links it in its language). */
  page: string;
  /** What the feed is written in: its words, its games' names, the pages it links. */
  language: SiteLanguage;
}

/** `2026-11-26` -> `26-11-2026`, as the English site writes a draw date in its feeds. */
const englishDrawDate = (drawDate: string): string => drawDate.split('-').reverse().join('-');

/**
 * "Kalyan (कल्याण): 42, declared 05:17 PM, 26-11-2026"; in Hindi "कल्याण: 42, घोषित 05:17 PM, 26 नव॰ 2026",
 * the date as the Hindi pages write it. A correction names the value it replaced.
 */
export function entryTitle(row: FeedEntryRow, timeZone: string, language: SiteLanguage): string {
  const at = siteTimeText(row.changed_at, timeZone);
  const words = toldWords(language);
  const what = row.old_result === null ? `${words.declared} ${at}` : `${words.corrected} ${at} (${words.was(row.old_result)})`;
  if (language === 'en') return `${row.name_en} (${row.name_hn}): ${row.new_result}, ${what}, ${englishDrawDate(row.draw_date)}`;
  const game = gameNameIn(language, { NameEn: row.name_en, NameHn: row.name_hn });
  return `${game}: ${row.new_result}, ${what}, ${drawDateText(row.draw_date, language)}`;
}

/**
 * An entry's id (RFC 4287 4.2.6): a tag URI (RFC 4151) of the site's host and the history row, which is
 * append-only, so the id never changes and never names another value.
 */
const entryId = (host: string, row: FeedEntryRow): string => `tag:${host},2026:result-history/${row.history_id}`;

function entryXml(row: FeedEntryRow, { origin, timeZone }: FeedSite, host: string, language: SiteLanguage): string {
  const page = `${origin}${pathInLanguage(language, sitePaths.gameDate(row.name_en, row.draw_date))}`;
  return [
    '<entry>',
    `<id>${escapeXml(entryId(host, row))}</id>`,
    `<title>${escapeXml(entryTitle(row, timeZone, language))}</title>`,
    `<updated>${row.changed_at}</updated>`,
    `<link rel="alternate" type="text/html" href="${escapeXml(page)}"/>`,
    '</entry>',
  ].join('');
}

/** An Atom 1.0 feed of `rows` (newest first) in the feed's language, its `updated` the newest entry's. */
export function atomFeed(rows: readonly FeedEntryRow[], feed: FeedDescription, site: FeedSite): string {
  const self = `${site.origin}${feed.path}`;
  const head = [
    `<feed xmlns="${ATOM_NAMESPACE}" xml:lang="${feed.language}">`,
    `<id>${escapeXml(self)}</id>`,
    `<title>${escapeXml(feed.title)}</title>`,
    `<updated>${rows[0]?.changed_at ?? NOTHING_YET}</updated>`,
    `<author><name>${escapeXml(site.siteName)}</name></author>`,
    `<link rel="self" type="application/atom+xml" href="${escapeXml(self)}"/>`,
    `<link rel="alternate" type="text/html" href="${escapeXml(`${site.origin}${pathInLanguage(feed.language, feed.page)}`)}"/>`,
  ];
  const { host } = new URL(site.origin);
  return `${XML_DECLARATION}${head.join('\n')}\n${rows.map((row) => entryXml(row, site, host, feed.language)).join('\n')}\n</feed>\n`;
}
