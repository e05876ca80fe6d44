import type { Kysely } from 'kysely';
import type { User } from '@ghadi/contracts';
import type { Database } from '../../db/database';
import { toUser } from './user-queries';
import {
  deleteExpiredSessions,
  findLiveSession,
  insertSession,
  updateSessionLastSeen,
  updateSessionsRevoked,
  updateUserSessionsRevoked,
} from './session-queries';
import { generateSessionToken, hashSessionToken } from './session-tokens';

export interface SessionSettings {
  /** Absolute lifetime from sign-in. */
  ttlMinutes: number;
  /** A session unused for this long ends. */
  idleMinutes: number;
}

export interface CurrentSession {
  sessionId: string;
  user: User;
  /** MFA_REQUIRED and no factor yet: only enrolment is open to this session. */
  enrolOnly: boolean;
}

/** Where a sign-in came from, kept for the owner's list of sessions. */
export interface SignInClient {
  ip: string;
  userAgent: string | undefined;
}

// Writing last_seen_at on every request would turn each read into a write; a minute's precision is
// plenty against an idle limit measured in hours.
const TOUCH_INTERVAL_MS = 60 * 1000;

const minutesFrom = (now: Date, minutes: number): string => new Date(now.getTime() + minutes * 60_000).toISOString();

/** Sessions not used since this moment have ended. */
export const idleCutoffOf = (now: Date, settings: SessionSettings): string => minutesFrom(now, -settings.idleMinutes);

/** Creates a session and returns its bearer token, which is not stored anywhere. */
export async function startSession(
  db: Kysely<Database>,
  userId: number,
  settings: SessionSettings,
  client: SignInClient & { enrolOnly: boolean },
): Promise<string> {
  const now = new Date();
  const token = generateSessionToken();
  await deleteExpiredSessions(db, now.toISOString());
  await insertSession(db, {
    id: hashSessionToken(token),
    user_id: userId,
    created_at: now.toISOString(),
    expires_at: minutesFrom(now, settings.ttlMinutes),
    last_seen_at: now.toISOString(),
    // A header's worth is plenty to recognise a device by; more is only room for junk.
    user_agent: client.userAgent?.slice(0, 300) ?? null,
    ip: client.ip,
    enrol_only: client.enrolOnly ? 1 : 0,
  });
  return token;
}

/** The live session a token belongs to, refreshing its idle clock; undefined when it no longer counts. */
export async function resumeSession(
  db: Kysely<Database>,
  token: string,
  settings: SessionSettings,
): Promise<CurrentSession | undefined> {
  const now = new Date();
  const live = await findLiveSession(db, hashSessionToken(token), now.toISOString(), idleCutoffOf(now, settings));
  if (!live) return undefined;
  if (now.getTime() - Date.parse(live.lastSeenAt) > TOUCH_INTERVAL_MS) {
    await updateSessionLastSeen(db, live.sessionId, now.toISOString());
  }
  return { sessionId: live.sessionId, user: toUser(live.user), enrolOnly: live.enrolOnly };
}

/** Ends the sessions named (by their stored digest), at once. */
export async function endSessions(db: Kysely<Database>, sessionIds: readonly string[]): Promise<void> {
  await updateSessionsRevoked(db, sessionIds, new Date().toISOString());
}

/** Ends every session of a user at once: deactivation, deletion and password change use it. */
export async function endUserSessions(db: Kysely<Database>, userId: number): Promise<void> {
  await updateUserSessionsRevoked(db, userId, new Date().toISOString());
}
