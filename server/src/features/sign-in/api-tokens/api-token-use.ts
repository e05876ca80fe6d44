import type { Kysely } from 'kysely';
import type { User } from '@ghadi/contracts';
import type { Database } from '../../../db/database';
import { hashSessionToken } from '../session-tokens';
import { toUser } from '../user-queries';
import { findLiveApiToken, updateApiTokenLastUsed } from './api-token-queries';

// As for sessions: a minute's precision of "last used" is plenty, and spares a write per request.
const TOUCH_INTERVAL_MS = 60 * 1000;

/** The agent an API token publishes as, if the token still counts; its last use noted. */
export async function resumeApiToken(db: Kysely<Database>, token: string, now: Date): Promise<User | undefined> {
  const live = await findLiveApiToken(db, hashSessionToken(token), now.toISOString());
  if (!live) return undefined;
  const lastUsed = live.token.last_used_at === null ? 0 : Date.parse(live.token.last_used_at);
  if (now.getTime() - lastUsed > TOUCH_INTERVAL_MS) await updateApiTokenLastUsed(db, live.token.id, now.toISOString());
  return toUser(live.user);
}
