import { httpErrors } from '@fastify/sensible';
import type { Kysely } from 'kysely';
import { serverMessages, type LoginRequest, type User } from '@ghadi/contracts';
import type { Database } from '../db/database';
import { findUserByUserName, toUser, userNameKey } from '../repositories/user-repository';
import type { LoginThrottle } from './login-throttle';
import { verifyPassword } from './passwords';
import { startSession, type SessionSettings } from './sessions';

export interface LoginDependencies {
  db: Kysely<Database>;
  throttle: LoginThrottle;
  session: SessionSettings;
}

/**
 * Checks credentials and opens a session. Unknown, inactive and deleted users and wrong passwords all
 * fail the same way, after the same amount of hashing work, so the answer reveals nothing.
 */
export async function logIn(
  deps: LoginDependencies,
  credentials: LoginRequest,
  ip: string,
): Promise<{ token: string; user: User }> {
  const keys = { account: userNameKey(credentials.UserName), ip };
  if (await deps.throttle.isBlocked(keys)) throw httpErrors.tooManyRequests(serverMessages.tooManyAttempts);

  const row = await findUserByUserName(deps.db, credentials.UserName);
  const passwordMatches = await verifyPassword(row?.password_hash, credentials.Password);
  if (!row || !passwordMatches || row.is_active !== 1) {
    await deps.throttle.recordFailure(keys);
    throw httpErrors.unauthorized(serverMessages.invalidCredentials);
  }

  await deps.throttle.recordSuccess(keys);
  const token = await startSession(deps.db, row.user_id, deps.session);
  return { token, user: toUser(row) };
}
