import type { SiteLanguage } from '../api/languages';

/** A language's Atom feeds: every declaration and correction, newest first; and one game's, by its key. */
const feedsUnder = (prefix: string) => ({
  results: `${prefix}/results.atom`,
  game: { route: `${prefix}/games/:file`, url: (key: string) => `${prefix}/games/${encodeURIComponent(key)}.atom` },
});

/**
 * Each language's feeds at their own addresses, so every page advertises its own language's (Hindi: Hindi names
 * and words, linking the Hindi pages). Kept out of ./public-api-paths, all of which the public pages' first
 * download carries: only a page's head names a feed (on the server, and on a game's page, loaded later).
 */
const feedsIn = { en: feedsUnder('/api/feeds'), hi: feedsUnder('/api/feeds/hi') } satisfies Record<SiteLanguage, unknown>;

/** The feeds of a language: `results`, and `game` (`route` for the server, `url(key)` for a game). */
export const feedPathsIn = (language: SiteLanguage) => feedsIn[language];

/** The feeds among every path (./api-paths). */
export const feedPaths = {
  resultsFeed: feedsIn.en.results,
  gameFeed: feedsIn.en.game,
  hindiResultsFeed: feedsIn.hi.results,
  hindiGameFeed: feedsIn.hi.game,
};
