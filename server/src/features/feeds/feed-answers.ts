import type { Kysely } from 'kysely';
import { feedPathsIn, feedTitle, gameNameIn, gameNameKey, sitePaths, type SiteLanguage } from '@ghadi/contracts';
import type { Database } from '../../db/database';
import { publicReads } from '../../public-cache/public-cache-keys';
import type { FileAnswer } from '../../public-cache/send-public';
import { knownGhadi } from '../games';
import { atomFeed, type FeedSite } from './atom-feed';
import { findFeedEntries } from './feed-queries';

const ATOM_TYPE = 'application/atom+xml; charset=utf-8';

/** The feeds in each language, read and cached like the public JSON reads, and shown where they are read (no file name). */
export const feedAnswers = {
  /** Every game's declarations and corrections. */
  results: (db: Kysely<Database>, site: FeedSite, language: SiteLanguage): FileAnswer => ({
    read: publicReads.resultsFeed(language),
    load: async () => {
      const feed = { path: feedPathsIn(language).results, title: feedTitle(site.siteName, language), page: sitePaths.home, language };
      return { text: atomFeed(await findFeedEntries(db), feed, site), contentType: ATOM_TYPE, fileName: null };
    },
  }),
  /** One game's, `name` as in the game's URL; an unknown game is a 404. */
  game: (db: Kysely<Database>, site: FeedSite, name: string, language: SiteLanguage): FileAnswer => {
    const nameKey = gameNameKey(name);
    return {
      read: publicReads.gameFeed(nameKey, language),
      load: async () => {
        const ghadi = await knownGhadi(db, nameKey);
        const feed = {
          path: feedPathsIn(language).game.url(nameKey),
          title: feedTitle(site.siteName, language, gameNameIn(language, { NameEn: ghadi.name_en, NameHn: ghadi.name_hn })),
          page: sitePaths.gameChart(ghadi.name_en),
          language,
        };
        return { text: atomFeed(await findFeedEntries(db, ghadi.gid), feed, site), contentType: ATOM_TYPE, fileName: null };
      },
    };
  },
};
