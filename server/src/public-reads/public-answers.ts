import { httpErrors } from '@fastify/sensible';
import type { Kysely } from 'kysely';
import { drawDateIn, monthBounds, serverMessages } from '@ghadi/contracts';
import type { Database } from '../db/database';
import { findSiteContent } from '../content/content-blocks';
import { listPublicGhadis } from '../games/ghadis';
import { findGhadiByNameKey } from '../repositories/ghadi-lookup-repository';
import { ghadiNameKey } from '../repositories/ghadi-repository';
import { findPublicResults, toResult } from '../repositories/result-repository';
import { publicReads, type PublicRead } from './public-cache-keys';

/** A public read and how to load its answer: what the JSON routes send and the rendered pages read. */
export interface PublicAnswer {
  read: PublicRead;
  load: () => Promise<{ success: true; data: unknown }>;
}

/** One game's results from..to; an unknown game is a 404 (never cached: the load fails). */
async function gameRows(db: Kysely<Database>, nameKey: string, from: string, to: string) {
  const ghadi = await findGhadiByNameKey(db, nameKey);
  if (!ghadi) throw httpErrors.notFound(serverMessages.ghadiNotFound);
  const rows = await findPublicResults(db, { from, to, gid: ghadi.gid });
  return { success: true as const, data: rows.map(toResult) };
}

/** The public answers, in one place for the JSON API (routes/api) and the pages (public-pages/). */
export const publicAnswers = {
  ghadis: (db: Kysely<Database>, timeZone: string, now: Date): PublicAnswer => ({
    read: publicReads.ghadis(drawDateIn(timeZone, now)),
    load: async () => ({ success: true, data: await listPublicGhadis(db, timeZone, now) }),
  }),
  monthResults: (db: Kysely<Database>, year: number, month: number): PublicAnswer => {
    const bounds = monthBounds(year, month);
    return {
      read: publicReads.monthResults(bounds.from),
      load: async () => ({ success: true, data: (await findPublicResults(db, bounds)).map(toResult) }),
    };
  },
  /** `name` as in the game's URL; compared lower-cased. */
  gameResults: (db: Kysely<Database>, name: string, year: number, month: number): PublicAnswer => {
    const nameKey = ghadiNameKey(name);
    const bounds = monthBounds(year, month);
    return { read: publicReads.gameResults(nameKey, bounds.from), load: () => gameRows(db, nameKey, bounds.from, bounds.to) };
  },
  gameYearResults: (db: Kysely<Database>, name: string, year: number): PublicAnswer => {
    const nameKey = ghadiNameKey(name);
    return { read: publicReads.gameYear(nameKey, year), load: () => gameRows(db, nameKey, `${year}-01-01`, `${year}-12-31`) };
  },
  siteContent: (db: Kysely<Database>): PublicAnswer => ({
    read: publicReads.siteContent(),
    load: async () => ({ success: true, data: await findSiteContent(db) }),
  }),
};
