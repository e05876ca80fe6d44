import type { Kysely } from 'kysely';
import { drawDateIn, isPrintable } from '@ghadi/contracts';
import type { Database } from '../../db/database';
import type { GhadiRow } from '../../db/tables/ghadis';
import type { PublicAnswer } from '../../public-cache/public-answer';
import { publicReads } from '../../public-cache/public-cache-keys';
import { findGhadiByNameKey } from './ghadi-lookup-queries';
import { listPublicGhadis } from './ghadis';
import { apiError } from '../../http/api-error';

/**
 * The game of a public URL; an unknown game is a 404 (never cached: the load fails). A key holding what no
 * game name may hold (a control character, which PostgreSQL would refuse outright) names none.
 */
export async function knownGhadi(db: Kysely<Database>, nameKey: string): Promise<GhadiRow> {
  const ghadi = isPrintable(nameKey) ? await findGhadiByNameKey(db, nameKey) : undefined;
  if (!ghadi) throw apiError(404, 'ghadiNotFound');
  return ghadi;
}

/** The home page's games with yesterday's and today's results. */
export const ghadisAnswer = (db: Kysely<Database>, timeZone: string, now: Date): PublicAnswer => ({
  read: publicReads.ghadis(drawDateIn(timeZone, now)),
  load: async () => ({ success: true, data: await listPublicGhadis(db, timeZone, now) }),
});
