import type { Kysely } from 'kysely';
import type { Database } from '../db/database';

/** Records a page-load id as seen now: inserted the first time, its last_seen_at moved on after. */
export async function upsertVisitorSession(db: Kysely<Database>, sessionId: string, now: string): Promise<void> {
  await db
    .insertInto('visitor_sessions')
    .values({ session_id: sessionId, first_seen_at: now, last_seen_at: now })
    .onConflict((oc) => oc.column('session_id').doUpdateSet({ last_seen_at: now }))
    .execute();
}

/** Every session ever seen, and those seen after `activeSince`, in one scan. */
export async function findVisitorCounts(
  db: Kysely<Database>,
  activeSince: string,
): Promise<{ total: number; active: number }> {
  const row = await db
    .selectFrom('visitor_sessions')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('total'),
      eb.fn.countAll<number | string>().filterWhere('last_seen_at', '>', activeSince).as('active'),
    ])
    .executeTakeFirstOrThrow();
  // PostgreSQL returns count(*) as a string (bigint).
  return { total: Number(row.total), active: Number(row.active) };
}
