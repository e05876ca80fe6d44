import { httpErrors } from '@fastify/sensible';
import type { Kysely } from 'kysely';
import { drawDateIn, monthBounds, serverMessages, type DrawDay } from '@ghadi/contracts';
import type { Database } from '../db/database';
import type { GhadiRow } from '../db/tables/ghadis';
import { findSiteContent } from '../content/content-blocks';
import { readDrawDay } from '../draw-day/draw-day';
import { nextBoundary } from '../draw-day/time-boundaries';
import { listPublicGhadis } from '../games/ghadis';
import { listHolidays } from '../holidays/holidays';
import { findGhadiByNameKey } from '../repositories/ghadi-lookup-repository';
import { ghadiNameKey } from '../repositories/ghadi-repository';
import { findResultCorrections, toResultCorrection } from '../repositories/result-correction-repository';
import { findPublicResults, toResult } from '../repositories/result-repository';
import type { CacheLoad } from './public-cache';
import { publicReads, type PublicRead } from './public-cache-keys';

/** A public read and how to load its answer: what the JSON routes send and the rendered pages read. */
export interface PublicAnswer<Data = unknown> {
  read: PublicRead;
  load: () => Promise<{ success: true; data: Data }>;
  /** For an answer the clock makes stale: when (epoch ms), from what was loaded. */
  expiresAt?(data: Data): number;
}

/** What the cache stores for an answer: the same for the JSON routes and the pages' reads. */
export async function loadAnswer({ read, load, expiresAt }: PublicAnswer): Promise<CacheLoad> {
  const payload = await load();
  return { payload, tags: read.tags, expiresAt: expiresAt?.(payload.data) };
}

/** The game of a public URL; an unknown game is a 404 (never cached: the load fails). */
export async function knownGhadi(db: Kysely<Database>, nameKey: string): Promise<GhadiRow> {
  const ghadi = await findGhadiByNameKey(db, nameKey);
  if (!ghadi) throw httpErrors.notFound(serverMessages.ghadiNotFound);
  return ghadi;
}

/** One game's results from..to. */
async function gameRows(db: Kysely<Database>, nameKey: string, from: string, to: string) {
  const ghadi = await knownGhadi(db, nameKey);
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
  /** Every game's holidays in a month, or in the whole year without `month`. */
  holidays: (db: Kysely<Database>, year: number, month?: number): PublicAnswer => ({
    read: publicReads.holidays(year, month),
    load: async () => ({ success: true, data: await listHolidays(db, year, month) }),
  }),
  /** One game's corrections of a month; `name` as in the game's URL. */
  gameCorrections: (db: Kysely<Database>, name: string, year: number, month: number): PublicAnswer => {
    const nameKey = ghadiNameKey(name);
    const bounds = monthBounds(year, month);
    return {
      read: publicReads.gameCorrections(nameKey, bounds.from),
      load: async () => {
        const { gid } = await knownGhadi(db, nameKey);
        return { success: true, data: (await findResultCorrections(db, { gid, ...bounds })).map(toResultCorrection) };
      },
    };
  },
  siteContent: (db: Kysely<Database>): PublicAnswer => ({
    read: publicReads.siteContent(),
    load: async () => ({ success: true, data: await findSiteContent(db) }),
  }),
  /** Every game's state on the site day of `now`: stale at the next result time or midnight, write or not. */
  drawDay: (db: Kysely<Database>, timeZone: string, now: Date): PublicAnswer<DrawDay> => ({
    read: publicReads.drawDay(drawDateIn(timeZone, now)),
    load: async () => ({ success: true, data: await readDrawDay(db, timeZone, now) }),
    expiresAt: (data) => nextBoundary(data, timeZone, now),
  }),
};
