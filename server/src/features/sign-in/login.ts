import { httpErrors } from '@fastify/sensible';
import type { Kysely } from 'kysely';
import { serverMessages, userNameKey, type LoginRequest, type User } from '@ghadi/contracts';
import type { Database } from '../../db/database';
import { findUserByUserName, toUser } from './user-queries';
import type { LoginThrottle } from './login-throttle';
import { BUSY_RETRY_AFTER_SECONDS, PasswordChecksBusy, passwordChecksFull, verifyPassword } from './passwords';
import { startSession, type SessionSettings } from './sessions';

/** Why a login was refused, for the operator's metrics: the caller is told the same in every case. */
export type LoginRefusal = 'throttled' | 'busy' | 'unknown-user' | 'wrong-password' | 'inactive';

export interface LoginDependencies {
  db: Kysely<Database>;
  throttle: LoginThrottle;
  session: SessionSettings;
  refused?: (reason: LoginRefusal) => void;
}

/** A login answered without checking the password: throttled (429) or too busy (503); retry after that. */
export class LoginRefused extends Error {
  constructor(
    readonly statusCode: 429 | 503,
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}

const busy = () => new LoginRefused(503, serverMessages.loginBusy, BUSY_RETRY_AFTER_SECONDS);

/**
 * Checks credentials and opens a session. Unknown, inactive and deleted users and wrong passwords all
 * fail the same way, after the same amount of hashing work, so the answer reveals nothing. The attempt is
 * counted as failed before the password is checked, so parallel guesses cannot slip past the limits.
 */
export async function logIn(
  deps: LoginDependencies,
  credentials: LoginRequest,
  ip: string,
): Promise<{ token: string; user: User }> {
  // A flood is answered before it costs a database query or a throttle round trip.
  const refuse = <E>(reason: LoginRefusal, error: E): E => {
    deps.refused?.(reason);
    return error;
  };
  if (passwordChecksFull()) throw refuse('busy', busy());
  const attempt = await deps.throttle.reserve({ account: userNameKey(credentials.UserName), ip });
  if (!attempt.allowed) {
    throw refuse('throttled', new LoginRefused(429, serverMessages.tooManyAttempts, Math.ceil(attempt.retryAfterMs / 1000)));
  }

  let row: Awaited<ReturnType<typeof findUserByUserName>>;
  let passwordMatches: boolean;
  try {
    row = await findUserByUserName(deps.db, credentials.UserName);
    passwordMatches = await verifyPassword(row?.password_hash, credentials.Password);
  } catch (error) {
    // No password was checked: the attempt is not the caller's failure.
    await attempt.refund('not-checked');
    if (error instanceof PasswordChecksBusy) throw refuse('busy', busy());
    throw error;
  }
  if (!row || !passwordMatches || row.is_active !== 1) {
    const reason = !row ? 'unknown-user' : !passwordMatches ? 'wrong-password' : 'inactive';
    throw refuse(reason, httpErrors.unauthorized(serverMessages.invalidCredentials));
  }

  await attempt.refund('signed-in');
  const token = await startSession(deps.db, row.user_id, deps.session);
  return { token, user: toUser(row) };
}
