import type { Kysely } from 'kysely';
import { gameNameKey, monthBounds } from '@ghadi/contracts';
import type { Database } from '../../db/database';
import type { PublicAnswer } from '../../public-cache/public-answer';
import { publicReads } from '../../public-cache/public-cache-keys';
import { knownGhadi, toGhadiIdentity } from '../games';
import { findResultCorrections, toResultCorrection } from './result-correction-queries';
import { findPublicResults, toResult } from './result-queries';

/** One game's results from..to, with the game itself. */
async function gameRows(db: Kysely<Database>, nameKey: string, from: string, to: string) {
  const ghadi = await knownGhadi(db, nameKey);
  const rows = await findPublicResults(db, { from, to, gid: ghadi.gid });
  return { success: true as const, data: rows.map(toResult), ghadi: toGhadiIdentity(ghadi.id, ghadi) };
}

/** The public reads of results; a game is named as in its URL (compared by its name key). */
export const resultAnswers = {
  month: (db: Kysely<Database>, year: number, month: number): PublicAnswer => {
    const bounds = monthBounds(year, month);
    return {
      read: publicReads.monthResults(bounds.from),
      load: async () => ({ success: true, data: (await findPublicResults(db, bounds)).map(toResult) }),
    };
  },
  gameMonth: (db: Kysely<Database>, name: string, year: number, month: number): PublicAnswer => {
    const nameKey = gameNameKey(name);
    const bounds = monthBounds(year, month);
    return { read: publicReads.gameResults(nameKey, bounds.from), load: () => gameRows(db, nameKey, bounds.from, bounds.to) };
  },
  gameYear: (db: Kysely<Database>, name: string, year: number): PublicAnswer => {
    const nameKey = gameNameKey(name);
    return { read: publicReads.gameYear(nameKey, year), load: () => gameRows(db, nameKey, `${year}-01-01`, `${year}-12-31`) };
  },
  gameCorrections: (db: Kysely<Database>, name: string, year: number, month: number): PublicAnswer => {
    const nameKey = gameNameKey(name);
    const bounds = monthBounds(year, month);
    return {
      read: publicReads.gameCorrections(nameKey, bounds.from),
      load: async () => {
        const { gid } = await knownGhadi(db, nameKey);
        return { success: true, data: (await findResultCorrections(db, { gid, ...bounds })).map(toResultCorrection) };
      },
    };
  },
};
