import { httpErrors } from '@fastify/sensible';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { serverMessages, type Ghadi, type ghadiInputSchema, type PublicGhadi } from '@ghadi/contracts';
import type { Database } from '../db/database';
import {
  findGhadisWithResults,
  insertGhadi,
  toGhadi,
  toPublicGhadi,
  updateGhadi,
  updateGhadiDeleted,
  type GhadiFields,
} from '../repositories/ghadi-repository';
import { deleteUserMapsOfGhadi } from '../repositories/user-map-repository';
import { conflictOnDuplicate } from './conflicts';
import { siteToday, siteYesterday } from './site-calendar';

export type GhadiInputBody = z.output<typeof ghadiInputSchema>;

const fieldsOf = (body: GhadiInputBody): GhadiFields => ({
  nameEn: body.NameEn,
  nameHn: body.NameHn,
  rTime: body.RTime,
  orderId: body.OrderId,
});

/** The games in list order, with yesterday's and today's results as the site's time zone counts days. */
export async function listPublicGhadis(db: Kysely<Database>, timeZone: string, now: Date): Promise<PublicGhadi[]> {
  const rows = await findGhadisWithResults(db, { yesterday: siteYesterday(timeZone, now), today: siteToday(timeZone, now) });
  return rows.map(toPublicGhadi);
}

/** The GID is the database's to assign; the English name must be free (case-insensitively). */
export async function createGhadi(db: Kysely<Database>, body: GhadiInputBody): Promise<Ghadi> {
  const row = await insertGhadi(db, fieldsOf(body), new Date().toISOString());
  if (!row) throw httpErrors.conflict(serverMessages.ghadiNameTaken);
  return toGhadi(row);
}

export async function editGhadi(db: Kysely<Database>, id: string, body: GhadiInputBody): Promise<Ghadi> {
  const row = await conflictOnDuplicate(
    () => updateGhadi(db, id, fieldsOf(body), new Date().toISOString()),
    serverMessages.ghadiNameTaken,
  );
  if (!row) throw httpErrors.notFound(serverMessages.ghadiNotFound);
  return toGhadi(row);
}

/** Soft delete: published results and their history stay; the game's assignment goes. */
export async function deleteGhadi(db: Kysely<Database>, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await updateGhadiDeleted(trx, id, new Date().toISOString());
    if (!row) throw httpErrors.notFound(serverMessages.ghadiNotFound);
    await deleteUserMapsOfGhadi(trx, row.gid);
  });
}
