import { pagePatterns, sitePaths } from './paths';

/**
 * The pictures that stand for a page where it is shared (Open Graph): a game's result of one date, drawn in
 * the language its address is in (`/hi/og/...` in Hindi); the game's page shows the site day's. In a module
 * apart from sitePaths, which the first download takes: only the pages that name a picture carry these.
 */
export const picturePatterns = { gameDate: `/og${pagePatterns.gameDate}.png` } as const;
export const picturePaths = {
  gameDate: (englishName: string, drawDate: string) => `/og${sitePaths.gameDate(englishName, drawDate)}.png`,
};

/** The size of every page's picture, in pixels: what Open Graph readers show large. */
export const PAGE_PICTURE_SIZE = { width: 1200, height: 630 } as const;
