/**
 * The public reads the cache holds: each one's key and the tags a write invalidates it by, in one place so
 * that the routes that fill the cache and the writes that invalidate it (site-changes.ts) cannot disagree.
 * Keys carry the site day or month, so a date rollover selects new entries by itself, with no timer.
 */

/** A cached public read: where it is stored, and what it depends on. */
export interface PublicRead {
  key: string;
  tags: readonly string[];
}

/** Every list carries game names and order, so any change of a game touches them all. */
const GAMES_TAG = 'games';
/** The home page's list, whose yesterday/today columns follow results of those two days. */
const DAILY_TAG = 'daily';
const CONTENT_TAG = 'content';

const monthOf = (drawDate: string): string => drawDate.slice(0, 7);
const monthTag = (drawDate: string): string => `month:${monthOf(drawDate)}`;
const gameMonthTag = (nameKey: string, drawDate: string): string => `game-month:${monthOf(drawDate)}:${nameKey}`;
const holidayMonthTag = (drawDate: string): string => `holidays:${monthOf(drawDate)}`;
/** The twelve `YYYY-MM` months of a year. */
const monthsOf = (year: number): string[] => Array.from({ length: 12 }, (_, index) => `${year}-${String(index + 1).padStart(2, '0')}`);
const gameYearTags = (nameKey: string, year: number): string[] => monthsOf(year).map((month) => gameMonthTag(nameKey, month));

export const publicReads = {
  /** The home page's games with yesterday's and today's results. */
  ghadis: (siteToday: string): PublicRead => ({ key: `ghadis:${siteToday}`, tags: [GAMES_TAG, DAILY_TAG] }),
  /** Every game's results in the month of `from`. */
  monthResults: (from: string): PublicRead => ({ key: `results:${monthOf(from)}`, tags: [GAMES_TAG, monthTag(from)] }),
  /** One game's results (by its URL key) in the month of `from`. */
  gameResults: (nameKey: string, from: string): PublicRead => ({
    key: `results-of:${monthOf(from)}:${nameKey}`,
    tags: [GAMES_TAG, gameMonthTag(nameKey, from)],
  }),
  /** One game's results (by its URL key) in a calendar year: any result of that year's months makes it stale. */
  gameYear: (nameKey: string, year: number): PublicRead => ({
    key: `results-of-year:${year}:${nameKey}`,
    tags: [GAMES_TAG, ...gameYearTags(nameKey, year)],
  }),
  /**
   * The site day's board (each game's state). Its results and holidays of today are DAILY; its states also
   * move with the clock, so its entry expires at the next time boundary (draw-day/).
   */
  drawDay: (siteToday: string): PublicRead => ({ key: `draw-day:${siteToday}`, tags: [GAMES_TAG, DAILY_TAG] }),
  /** Every game's holidays in month `month` of `year`, or in the whole year without `month`. */
  holidays: (year: number, month?: number): PublicRead =>
    month === undefined
      ? { key: `holidays:${year}`, tags: [GAMES_TAG, ...monthsOf(year).map(holidayMonthTag)] }
      : { key: `holidays:${year}-${String(month).padStart(2, '0')}`, tags: [GAMES_TAG, holidayMonthTag(`${year}-${String(month).padStart(2, '0')}`)] },
  /** One game's corrections (by its URL key) in the month of `from`: they change with its results. */
  gameCorrections: (nameKey: string, from: string): PublicRead => ({
    key: `corrections-of:${monthOf(from)}:${nameKey}`,
    tags: [GAMES_TAG, gameMonthTag(nameKey, from)],
  }),
  /** Every game's results in the month of `from` as a file. */
  monthDownload: (from: string, format: string): PublicRead => ({
    key: `download:${monthOf(from)}.${format}`,
    tags: [GAMES_TAG, monthTag(from)],
  }),
  /** One game's results of a year as a file. */
  gameYearDownload: (nameKey: string, year: number, format: string): PublicRead => ({
    key: `download-of:${year}:${nameKey}.${format}`,
    tags: [GAMES_TAG, ...gameYearTags(nameKey, year)],
  }),
  /**
   * A rendered page by its URL on site day `day`; it depends on what its reads depend on, so its tags are
   * those of the reads it made (public-pages/page-reads.ts).
   */
  page: (day: string, url: string): string => `page:${day}:${url}`,
  contentBlock: (slug: string): PublicRead => ({ key: `content:${slug}`, tags: [CONTENT_TAG] }),
  siteContent: (): PublicRead => ({ key: 'site-content', tags: [CONTENT_TAG] }),
};

/** What each kind of write makes stale. */
export const changedTags = {
  /**
   * A result of the game with URL key `nameKey` on `drawDate`: that month's chart, that game's month, and
   * the home page's yesterday/today columns when the date is one of those two days.
   */
  result: (nameKey: string, drawDate: string, siteYesterday: string): string[] => {
    const tags = [monthTag(drawDate), gameMonthTag(nameKey, drawDate)];
    if (drawDate >= siteYesterday) tags.push(DAILY_TAG);
    return tags;
  },
  /** A holiday marked or removed for `drawDate`: that month's holidays, and the draw day when it is today's or yesterday's. */
  holiday: (drawDate: string, siteYesterday: string): string[] => {
    const tags = [holidayMonthTag(drawDate)];
    if (drawDate >= siteYesterday) tags.push(DAILY_TAG);
    return tags;
  },
  games: (): string[] => [GAMES_TAG],
  content: (): string[] => [CONTENT_TAG],
};
