import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { NewSession, SessionRow } from '../../db/tables/sessions';
import type { UserRow } from '../../db/tables/users';

export interface LiveSession {
  sessionId: string;
  lastSeenAt: string;
  /** This session itself passed or enrolled a second factor. */
  secondFactor: boolean;
  provedAt: string | null;
  failedSignIns: number;
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
    .select([
      'sessions.id as session_id',
      'sessions.last_seen_at as session_last_seen_at',
      'sessions.second_factor as session_second_factor',
      'sessions.proved_at as session_proved_at',
      'sessions.failed_sign_ins as session_failed_sign_ins',
    ])
    .where('sessions.id', '=', id)
    .where((eb) => isLive(eb, now, idleCutoff))
    .where('users.is_active', '=', 1)
    .where('users.deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) return undefined;
  const { session_id, session_last_seen_at, session_second_factor, session_proved_at, session_failed_sign_ins, ...user } = row;
  return {
    sessionId: session_id,
    lastSeenAt: session_last_seen_at,
    secondFactor: Number(session_second_factor) === 1,
    provedAt: session_proved_at,
    failedSignIns: Number(session_failed_sign_ins),
    user,
  };
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

/** Ends every session of a user at once, or every one but `except`. */
export async function updateUserSessionsRevoked(db: Kysely<Database>, userId: number, now: string, except: string | null = null): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .$if(except !== null, (query) => query.where('id', '!=', except!))
    .execute();
}

/** A fresh proof of who holds the session; with `secondFactor`, one that passed a second factor. */
export async function updateSessionProved(db: Kysely<Database>, id: string, now: string, secondFactor: boolean): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ proved_at: now, ...(secondFactor ? { second_factor: 1 } : {}) })
    .where('id', '=', id)
    .execute();
}

/**
 * A second factor enrolled by the session `id`: that session counts as having passed it, and the account's
 * other sessions that never passed one end (they are what the factor is meant to keep out).
 */
export async function updateSessionsOnFactorAdded(db: Kysely<Database>, userId: number, id: string, now: string): Promise<void> {
  await db.updateTable('sessions').set({ second_factor: 1 }).where('id', '=', id).execute();
  await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('id', '!=', id)
    .where('second_factor', '=', 0)
    .where('revoked_at', 'is', null)
    .execute();
}

/** The account's last factor is gone: no session of it has a second factor to show any more. */
export async function updateSessionsFactorLost(db: Kysely<Database>, userId: number): Promise<void> {
  await db.updateTable('sessions').set({ second_factor: 0 }).where('user_id', '=', userId).execute();
}

/** Expired rows can never authenticate again; removing them keeps the table small. */
export async function deleteExpiredSessions(db: Kysely<Database>, now: string): Promise<void> {
  await db.deleteFrom('sessions').where('expires_at', '<=', now).execute();
}
