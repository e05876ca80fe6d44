import type { Kysely } from 'kysely';
import { apiPaths, gameNameKey, sitePaths } from '@ghadi/contracts';
import type { Database } from '../../db/database';
import { publicReads } from '../../public-cache/public-cache-keys';
import type { FileAnswer } from '../../public-cache/send-public';
import { knownGhadi } from '../games';
import { atomFeed, type FeedSite } from './atom-feed';
import { findFeedEntries } from './feed-queries';

const ATOM_TYPE = 'application/atom+xml; charset=utf-8';

/** The feeds, read and cached like the public JSON reads, and shown where they are read (no file name). */
export const feedAnswers = {
  /** Every game's declarations and corrections. */
  results: (db: Kysely<Database>, site: FeedSite): FileAnswer => ({
    read: publicReads.resultsFeed(),
    load: async () => ({
      text: atomFeed(await findFeedEntries(db), { path: apiPaths.resultsFeed, title: `${site.siteName}: results`, page: sitePaths.home }, site),
      contentType: ATOM_TYPE,
      fileName: null,
    }),
  }),
  /** One game's, `name` as in the game's URL; an unknown game is a 404. */
  game: (db: Kysely<Database>, site: FeedSite, name: string): FileAnswer => {
    const nameKey = gameNameKey(name);
    return {
      read: publicReads.gameFeed(nameKey),
      load: async () => {
        const ghadi = await knownGhadi(db, nameKey);
        const feed = { path: apiPaths.gameFeed.url(nameKey), title: `${site.siteName}: ${ghadi.name_en} results`, page: sitePaths.gameChart(ghadi.name_en) };
        return { text: atomFeed(await findFeedEntries(db, ghadi.gid), feed, site), contentType: ATOM_TYPE, fileName: null };
      },
    };
  },
};
