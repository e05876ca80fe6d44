/**
 * Keys and tags of the public read cache, in one place so that the routes that fill it and the writes
 * that invalidate it cannot disagree. Keys carry the site day or month, so a date rollover selects new
 * entries by itself, with no timer.
 */

/** Every list carries game names and order, so any change of a game touches them all. */
export const GAMES_TAG = 'games';
/** The home page's list, whose yesterday/today columns follow results of those two days. */
const DAILY_TAG = 'daily';
export const CONTENT_TAG = 'content';

const monthOf = (drawDate: string): string => drawDate.slice(0, 7);

export const publicCacheKeys = {
  ghadis: (siteToday: string) => `ghadis:${siteToday}`,
  monthResults: (from: string) => `results:${monthOf(from)}`,
  gameResults: (nameKey: string, from: string) => `results-of:${monthOf(from)}:${nameKey}`,
  contentBlock: (slug: string) => `content:${slug}`,
  siteContent: () => 'site-content',
};

export const publicCacheTags = {
  ghadis: () => [GAMES_TAG, DAILY_TAG],
  monthResults: (from: string) => [GAMES_TAG, `month:${monthOf(from)}`],
  gameResults: (gid: number, from: string) => [GAMES_TAG, `game-month:${gid}:${monthOf(from)}`],
  content: () => [CONTENT_TAG],
};

/**
 * What publishing a result for `gid` on `drawDate` changes: that month's chart, that game's month, and
 * the home page's yesterday/today columns when the date is one of those two days.
 */
export function tagsChangedByResult(gid: number, drawDate: string, siteYesterday: string): string[] {
  const tags = [`month:${monthOf(drawDate)}`, `game-month:${gid}:${monthOf(drawDate)}`];
  if (drawDate >= siteYesterday) tags.push(DAILY_TAG);
  return tags;
}
