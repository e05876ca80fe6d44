import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database';

// Three values a row: well inside SQLite's and PostgreSQL's limits on bound parameters.
const CHUNK_ROWS = 500;

const rowsOf = (sessions: ReadonlyMap<string, number>) =>
  [...sessions].map(([sessionId, at]) => {
    const seen = new Date(at).toISOString();
    return { session_id: sessionId, first_seen_at: seen, last_seen_at: seen };
  });

/** Stores sessions never seen before; returns how many were new. */
export async function insertNewVisitorSessions(
  db: Kysely<Database>,
  sessions: ReadonlyMap<string, number>,
): Promise<number> {
  const rows = rowsOf(sessions);
  let inserted = 0;
  for (let start = 0; start < rows.length; start += CHUNK_ROWS) {
    const [result] = await db
      .insertInto('visitor_sessions')
      .values(rows.slice(start, start + CHUNK_ROWS))
      .onConflict((oc) => oc.column('session_id').doNothing())
      .execute();
    inserted += Number(result?.numInsertedOrUpdatedRows ?? 0);
  }
  return inserted;
}

/** Moves each session's last sighting on, so the active count survives a restart. */
export async function updateVisitorSessionsLastSeen(
  db: Kysely<Database>,
  sessions: ReadonlyMap<string, number>,
): Promise<void> {
  const rows = rowsOf(sessions);
  for (let start = 0; start < rows.length; start += CHUNK_ROWS) {
    await db
      .insertInto('visitor_sessions')
      .values(rows.slice(start, start + CHUNK_ROWS))
      .onConflict((oc) => oc.column('session_id').doUpdateSet({ last_seen_at: sql.ref('excluded.last_seen_at') }))
      .execute();
  }
}

export async function findVisitorSessionCount(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('visitor_sessions')
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .executeTakeFirstOrThrow();
  // PostgreSQL returns count(*) as a string (bigint).
  return Number(row.total);
}

/** Sessions seen after `since`, oldest first, at most `limit`. */
export async function findRecentVisitorSessions(
  db: Kysely<Database>,
  since: string,
  limit: number,
): Promise<[string, number][]> {
  const rows = await db
    .selectFrom('visitor_sessions')
    .select(['session_id', 'last_seen_at'])
    .where('last_seen_at', '>', since)
    .orderBy('last_seen_at', 'desc')
    .limit(limit)
    .execute();
  return rows.reverse().map((row) => [row.session_id, Date.parse(row.last_seen_at)]);
}
