import { gameStatisticsTags, matkaChartTags, readTags, type SiteLanguage } from '@ghadi/contracts';

/**
 * The public reads the cache holds: each one's key, and the tags of what it shows (readTags, the table the
 * open pages refetch by too), by which a write drops it (site-changes.ts). Keys carry the site day or month,
 * so a date rollover selects new entries by itself, with no timer.
 */

/** A cached public read: where it is stored, and what it depends on. */
export interface PublicRead {
  key: string;
  tags: readonly string[];
}

const monthOf = (drawDate: string): string => drawDate.slice(0, 7);

export const publicReads = {
  /** The home page's games with yesterday's and today's results. */
  ghadis: (siteToday: string): PublicRead => ({ key: `ghadis:${siteToday}`, tags: readTags.ghadis() }),
  /** Every game's results in the month of `from`. */
  monthResults: (from: string): PublicRead => ({ key: `results:${monthOf(from)}`, tags: readTags.monthResults(monthOf(from)) }),
  /** Every game's results in the month of `from`, as the pages carry them. */
  monthValues: (from: string): PublicRead => ({ key: `values:${monthOf(from)}`, tags: readTags.monthResults(monthOf(from)) }),
  /** One game's results (by its URL key) in the month of `from`. */
  gameResults: (nameKey: string, from: string): PublicRead => ({
    key: `results-of:${monthOf(from)}:${nameKey}`,
    tags: readTags.gameMonth(nameKey, monthOf(from)),
  }),
  /** One game's results (by its URL key) in a calendar year: any result of that year's months makes it stale. */
  gameYear: (nameKey: string, year: number): PublicRead => ({
    key: `results-of-year:${year}:${nameKey}`,
    tags: readTags.gameYear(nameKey, year),
  }),
  /**
   * The site day's board (each game's state). Its results and holidays of today are DAILY; its states also
   * move with the clock, so its entry expires at the next time boundary (draw-day/).
   */
  drawDay: (siteToday: string): PublicRead => ({ key: `draw-day:${siteToday}`, tags: readTags.drawDay() }),
  /** Every game's holidays in month `month` of `year`, or in the whole year without `month`. */
  holidays: (year: number, month?: number): PublicRead => ({
    key: month === undefined ? `holidays:${year}` : `holidays:${year}-${String(month).padStart(2, '0')}`,
    tags: readTags.holidays(year, month),
  }),
  /** One game's corrections (by its URL key) in the month of `from`: they change with its results. */
  gameCorrections: (nameKey: string, from: string): PublicRead => ({
    key: `corrections-of:${monthOf(from)}:${nameKey}`,
    tags: readTags.gameMonth(nameKey, monthOf(from)),
  }),
  /** One game's result (by its URL key) of one draw date: it changes with that game's month. */
  gameDate: (nameKey: string, drawDate: string): PublicRead => ({
    key: `result-date:${drawDate}:${nameKey}`,
    tags: readTags.gameMonth(nameKey, monthOf(drawDate)),
  }),
  /**
   * One game's statistics (by its URL key) as of the site day `asOf`: they change with its results and holidays of
   * the months they count, and the key's day moves them on at midnight.
   */
  gameStatistics: (nameKey: string, asOf: string): PublicRead => ({
    key: `statistics:${asOf}:${nameKey}`,
    tags: gameStatisticsTags(nameKey, Number(asOf.slice(0, 4)), Number(asOf.slice(5, 7))),
  }),
  /** A matka market's charts' lines (by its URL key) as of the site day `asOf`; the key's day moves them on at midnight. */
  matkaChart: (nameKey: string, asOf: string): PublicRead => ({
    key: `matka-chart:${asOf}:${nameKey}`,
    tags: matkaChartTags(nameKey, asOf),
  }),
  /** Every game's results in the month of `from` as a file. */
  monthDownload: (from: string, format: string): PublicRead => ({
    key: `download:${monthOf(from)}.${format}`,
    tags: readTags.monthResults(monthOf(from)),
  }),
  /** One game's results of a year as a file. */
  gameYearDownload: (nameKey: string, year: number, format: string): PublicRead => ({
    key: `download-of:${year}:${nameKey}.${format}`,
    tags: readTags.gameYear(nameKey, year),
  }),
  /** The feed of every declaration and correction, in a language. */
  resultsFeed: (language: SiteLanguage): PublicRead => ({ key: `feed:${language}`, tags: readTags.feed() }),
  /** One game's feed (by its URL key), in a language. */
  gameFeed: (nameKey: string, language: SiteLanguage): PublicRead => ({ key: `feed-of:${language}:${nameKey}`, tags: readTags.gameFeed(nameKey) }),
  /**
   * A rendered page by its URL on site day `day`; it depends on what its reads depend on, so its tags are
   * those of the reads it made (public-pages/page-reads.ts).
   */
  page: (day: string, url: string): string => `page:${day}:${url}`,
  contentBlock: (slug: string): PublicRead => ({ key: `content:${slug}`, tags: readTags.content() }),
  siteContent: (): PublicRead => ({ key: 'site-content', tags: readTags.content() }),
};
