import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { SignedInSession } from '@ghadi/contracts';
import type { Database } from '../../db/database';
import { deviceLabel } from './device-label';
import { findLiveSessionsOf } from './session-queries';
import { idleCutoffOf, type SessionSettings } from './sessions';

/** A session's name in addresses and lists: a digest of the stored digest, which names it without opening it. */
export const sessionPublicId = (sessionId: string): string => createHash('sha256').update(`session\n${sessionId}`).digest('hex').slice(0, 32);

/** A user's sessions that still count (not ended, expired or idle too long), most recently used first. */
export async function findSignedInSessions(
  db: Kysely<Database>,
  userId: number,
  settings: SessionSettings,
  now: Date,
  currentSessionId: string | null,
): Promise<Array<SignedInSession & { sessionId: string }>> {
  const rows = await findLiveSessionsOf(db, userId, now.toISOString(), idleCutoffOf(now, settings));
  return rows.map((row) => ({
    sessionId: row.id,
    id: sessionPublicId(row.id),
    device: deviceLabel(row.user_agent),
    address: row.ip,
    startedAt: row.created_at,
    lastUsedAt: row.last_seen_at,
    current: row.id === currentSessionId,
  }));
}
