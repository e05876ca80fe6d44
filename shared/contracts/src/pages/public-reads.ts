// Imports nothing, so the shell's first script can take it without zod.

/**
 * Which public reads a change touches: one table for the server's response cache (a write drops the cached
 * answers it touched) and the open pages (a change refetches the queries it touched). A read names the data it
 * shows by tags; a change names the data it changed by the same tags.
 */

/** Every list names games, so any change of a game touches them all. */
const GAMES = 'games';
/** The home page's yesterday/today columns and the day's board follow the results of those two days... */
const DAILY = 'daily';
/** ...and the board, the holidays of those days. */
const DAYS_OFF = 'days-off';
const CONTENT = 'content';
/** The feed of every declaration and correction. */
const FEED = 'feed';
/** A game's result time or midnight passed: the day's states moved with no write. */
const CLOCK = 'clock';

const monthOf = (drawDate: string): string => drawDate.slice(0, 7);
/** A month as the tags name it, `YYYY-MM`. */
export const yearMonth = (year: number, month: number): string => `${year}-${String(month).padStart(2, '0')}`;
/** The twelve `YYYY-MM` months of a year. */
const monthsOf = (year: number): string[] => Array.from({ length: 12 }, (_, index) => yearMonth(year, index + 1));
const monthTag = (month: string): string => `month:${month}`;
const gameMonthTag = (key: string, month: string): string => `game-month:${month}:${key}`;
const holidayMonthTag = (month: string): string => `holidays:${month}`;
const gameFeedTag = (key: string): string => `feed:${key}`;

/**
 * How often a shown draw day is read again with no word from the live stream (a proxy may block it): the one
 * refresh rule of the public pages and both back offices, whose states the clock moves between words.
 */
export const DRAW_DAY_POLL_MS = 60_000;

/**
 * How long a public read counts as fresh: a screen shown again within it takes the value it has, in the public
 * pages and both back offices alike. Changes never wait for it: the live stream and a write refresh what they
 * touched at once.
 */
export const PUBLIC_READ_FRESH_MS = 10_000;

/** What each public read shows. `key`: a game's key (gameNameKey); months `YYYY-MM`. */
export const readTags = {
  /** The games with yesterday's and today's results. */
  ghadis: (): string[] => [GAMES, DAILY],
  /** Every game's results of a month. */
  monthResults: (month: string): string[] => [GAMES, monthTag(month)],
  /** One game's results (or corrections) of a month. */
  gameMonth: (key: string, month: string): string[] => [GAMES, gameMonthTag(key, month)],
  /** One game's results of a calendar year. */
  gameYear: (key: string, year: number): string[] => [GAMES, ...monthsOf(year).map((month) => gameMonthTag(key, month))],
  /** The site day's board: today's results and holidays, and the states the clock moves. */
  drawDay: (): string[] => [GAMES, DAILY, DAYS_OFF, CLOCK],
  /** Every game's holidays of a month, or of a whole year without `month`. */
  holidays: (year: number, month?: number): string[] =>
    [GAMES, ...(month === undefined ? monthsOf(year) : [yearMonth(year, month)]).map(holidayMonthTag)],
  /** The site's editable texts. */
  content: (): string[] => [CONTENT],
  /** The feed of every game's declarations and corrections. */
  feed: (): string[] => [GAMES, FEED],
  /** One game's feed. */
  gameFeed: (key: string): string[] => [GAMES, gameFeedTag(key)],
};

/** What each kind of change touches. `siteYesterday`: the site's yesterday, `YYYY-MM-DD`. */
export const changeTags = {
  /**
   * A result of a game on a date: that month, that game's month, the feeds, and the daily reads when it is
   * yesterday's or today's.
   */
  result: (key: string, drawDate: string, siteYesterday: string): string[] => [
    monthTag(monthOf(drawDate)),
    gameMonthTag(key, monthOf(drawDate)),
    FEED,
    gameFeedTag(key),
    ...(drawDate >= siteYesterday ? [DAILY] : []),
  ],
  /** A holiday marked or removed: that month's holidays, and the day's board when it is yesterday's or today's. */
  holiday: (drawDate: string, siteYesterday: string): string[] => [holidayMonthTag(monthOf(drawDate)), ...(drawDate >= siteYesterday ? [DAYS_OFF] : [])],
  games: (): string[] => [GAMES],
  content: (): string[] => [CONTENT],
  clock: (): string[] => [CLOCK],
};

/** Whether a read showing `shown` is touched by a change of `changed` (its tags). */
export const readTouched = (shown: readonly string[], changed: readonly string[]): boolean => changed.some((tag) => shown.includes(tag));
