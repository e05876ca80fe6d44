import type { SiteLanguage } from './languages';

/**
 * The Atom feeds' paths (in ./api-paths too). Kept out of ./public-api-paths, all of which the public pages'
 * first download carries: only a page's head names a feed (on the server, and on a game's page, loaded later).
 */
export const feedPaths = {
  /** The Atom feed of every declaration and correction, newest first. */
  resultsFeed: '/api/feeds/results.atom',
  /** One game's Atom feed, by its key (a game's `key`): `{key}.atom`. */
  gameFeed: {
    route: '/api/feeds/games/:file',
    url: (key: string) => `/api/feeds/games/${encodeURIComponent(key)}.atom`,
  },
  /** The same two feeds in Hindi (feedPathsIn): Hindi names and words, linking the Hindi pages. */
  hindiResultsFeed: '/api/feeds/hi/results.atom',
  hindiGameFeed: {
    route: '/api/feeds/hi/games/:file',
    url: (key: string) => `/api/feeds/hi/games/${encodeURIComponent(key)}.atom`,
  },
} as const;

/** The feeds of a language: every game's, and one game's by its key. Each page advertises its own language's. */
export const feedPathsIn = (language: SiteLanguage): { results: string; game: (key: string) => string } =>
  language === 'hi'
    ? { results: feedPaths.hindiResultsFeed, game: feedPaths.hindiGameFeed.url }
    : { results: feedPaths.resultsFeed, game: feedPaths.gameFeed.url };
