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
    tags: [
      GAMES_TAG,
      ...Array.from({ length: 12 }, (_, index) => gameMonthTag(nameKey, `${year}-${String(index + 1).padStart(2, '0')}`)),
    ],
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
  games: (): string[] => [GAMES_TAG],
  content: (): string[] => [CONTENT_TAG],
};
