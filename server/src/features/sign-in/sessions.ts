import type { Kysely } from 'kysely';
import type { User } from '@ghadi/contracts';
import type { Database } from '../../db/database';
import type { SignInProof } from '../../db/tables/sessions';
import { toUser } from './user-queries';
import {
  deleteExpiredSessions,
  findLiveSession,
  insertSession,
  updateSessionLastSeen,
  updateSessionsRevoked,
  updateUserSessionsRevoked,
} from './session-queries';
import { updateUserApiTokensRevoked } from './api-tokens/api-token-queries';
import { generateSessionToken, hashSessionToken } from './session-tokens';

export interface SessionSettings {
  /** Absolute lifetime from sign-in. */
  ttlMinutes: number;
  /** A session unused for this long ends. */
  idleMinutes: number;
  /** A proof older than this no longer opens the guarded actions (adding credentials, ending sessions). */
  reauthMinutes: number;
}

export interface CurrentSession {
  sessionId: string;
  user: User;
  /** This session itself passed or enrolled a second factor: under MFA_REQUIRED only that makes it full. */
  secondFactor: boolean;
  /** When its holder last proved who they are (the app's clock); null: no proof on record (the migration gave older sessions their start). */
  provedAt: string | null;
  /** The account's failed sign-ins between the sign-in before this session's and its own. */
  failedSignIns: number;
}

/** What a new session proved, and when by the app's clock. */
export interface SessionProof {
  proof: SignInProof;
  at: Date;
  failedSignIns: number;
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
  client: SignInClient,
  proved: SessionProof,
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
    signed_in_with: proved.proof,
    second_factor: proved.proof === 'password' ? 0 : 1,
    proved_at: proved.at.toISOString(),
    failed_sign_ins: proved.failedSignIns,
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
  const { sessionId, secondFactor, provedAt, failedSignIns } = live;
  return { sessionId, user: toUser(live.user), secondFactor, provedAt, failedSignIns };
}

/** Ends the sessions named (by their stored digest), at once. */
export async function endSessions(db: Kysely<Database>, sessionIds: readonly string[]): Promise<void> {
  await updateSessionsRevoked(db, sessionIds, new Date().toISOString());
}

/** Whether the session's last proof is recent enough for the guarded actions, at `now` (the app's clock). */
export const provedRecently = (session: Pick<CurrentSession, 'provedAt'>, settings: SessionSettings, now: Date): boolean =>
  session.provedAt !== null && now.getTime() - Date.parse(session.provedAt) <= settings.reauthMinutes * 60_000;

/**
 * The owner's (or the admin's) answer to an account that may be in other hands: every session of it ends
 * (all but `keep`, the session asking, when its holder just proved who they are) and every API token is
 * revoked, for good: reactivating the account does not bring them back.
 */
export async function evictAccount(db: Kysely<Database>, userId: number, keep: string | null = null): Promise<void> {
  const now = new Date().toISOString();
  await updateUserSessionsRevoked(db, userId, now, keep);
  await updateUserApiTokensRevoked(db, userId, now);
}
