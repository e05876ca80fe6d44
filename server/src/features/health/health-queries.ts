import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database';

/** Resolves when the database answers a trivial query. */
export async function findDatabaseAlive(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}
