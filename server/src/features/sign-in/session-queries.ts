import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { NewSession, SessionRow } from '../../db/tables/sessions';
import type { UserRow } from '../../db/tables/users';

export interface LiveSession {
  sessionId: string;
  lastSeenAt: string;
  enrolOnly: boolean;
  user: UserRow;
}

export async function insertSession(db: Kysely<Database>, session: NewSession): Promise<void> {
  await db.insertInto('sessions').values(session).execute();
}

/** A session still usable: not revoked, before its absolute expiry, seen since `idleCutoff`. */
const isLive = (eb: ExpressionBuilder<Database, 'sessions'>, now: string, idleCutoff: string) =>
  eb.and([eb('sessions.revoked_at', 'is', null), eb('sessions.expires_at', '>', now), eb('sessions.last_seen_at', '>', idleCutoff)]);

/** A user's usable sessions, most recently used first. */
export async function findLiveSessionsOf(db: Kysely<Database>, userId: number, now: string, idleCutoff: string): Promise<SessionRow[]> {
  return db
    .selectFrom('sessions')
    .selectAll()
    .where('user_id', '=', userId)
    .where((eb) => isLive(eb, now, idleCutoff))
    .orderBy('last_seen_at', 'desc')
    .execute();
}

/**
 * The session with this token digest and its user, if it is still usable (isLive) and its user active and
 * not deleted.
 */
export async function findLiveSession(
  db: Kysely<Database>,
  id: string,
  now: string,
  idleCutoff: string,
): Promise<LiveSession | undefined> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.user_id', 'sessions.user_id')
    .selectAll('users')
    .select(['sessions.id as session_id', 'sessions.last_seen_at as session_last_seen_at', 'sessions.enrol_only as session_enrol_only'])
    .where('sessions.id', '=', id)
    .where((eb) => isLive(eb, now, idleCutoff))
    .where('users.is_active', '=', 1)
    .where('users.deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) return undefined;
  const { session_id, session_last_seen_at, session_enrol_only, ...user } = row;
  return { sessionId: session_id, lastSeenAt: session_last_seen_at, enrolOnly: Number(session_enrol_only) === 1, user };
}

export async function updateSessionLastSeen(db: Kysely<Database>, id: string, now: string): Promise<void> {
  await db.updateTable('sessions').set({ last_seen_at: now }).where('id', '=', id).execute();
}

export async function updateSessionsRevoked(db: Kysely<Database>, ids: readonly string[], now: string): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('id', 'in', ids)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Ends every session of a user at once: deactivation, deletion and password change use it. */
export async function updateUserSessionsRevoked(db: Kysely<Database>, userId: number, now: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Expired rows can never authenticate again; removing them keeps the table small. */
export async function deleteExpiredSessions(db: Kysely<Database>, now: string): Promise<void> {
  await db.deleteFrom('sessions').where('expires_at', '<=', now).execute();
}
