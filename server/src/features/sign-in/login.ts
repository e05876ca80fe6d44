import { httpErrors } from '@fastify/sensible';
import type { Kysely } from 'kysely';
import { serverMessages, userNameKey, type LoginRequest, type SecondFactorMethod, type User } from '@ghadi/contracts';
import type { MfaSettings } from '../../config/mfa-settings';
import type { Database } from '../../db/database';
import type { UserRow } from '../../db/tables/users';
import { findUserByUserName, toUser } from './user-queries';
import type { LoginThrottle } from './login-throttle';
import { BUSY_RETRY_AFTER_SECONDS, PasswordChecksBusy, passwordChecksFull, verifyPassword } from './passwords';
import { startSession, type SessionSettings, type SignInClient } from './sessions';
import { secondFactorMethodsOf, secondFactorRequiredFor } from './two-factor/account-factors';
import { openChallenge } from './two-factor/challenges';
import { findPasskeys } from './two-factor/passkey-queries';
import { signInOptions, type RelyingParty } from './two-factor/passkeys';

/** Why a login was refused, for the operator's metrics: the caller is told the same in every case. */
export type LoginRefusal = 'throttled' | 'busy' | 'unknown-user' | 'wrong-password' | 'inactive' | 'wrong-code' | 'wrong-passkey';

export interface LoginDependencies {
  db: Kysely<Database>;
  throttle: LoginThrottle;
  session: SessionSettings;
  refused?: (reason: LoginRefusal) => void;
  mfa: MfaSettings;
  rp: RelyingParty;
  now: () => Date;
}

export interface SignedIn {
  token: string;
  user: User;
  /** MFA_REQUIRED and no factor yet: the session can only set one up. */
  enrolmentRequired: boolean;
}

export type LoginOutcome =
  | ({ kind: 'signed-in' } & SignedIn)
  | { kind: 'second-factor'; challenge: string; methods: SecondFactorMethod[]; passkeyOptions: unknown };

/** Opens the session of a user who has proved who they are, held to enrolment when MFA_REQUIRED wants a factor they lack. */
export async function openSignedIn(
  deps: Pick<LoginDependencies, 'db' | 'session' | 'mfa'>,
  row: UserRow,
  client: SignInClient,
  hasFactor: boolean,
): Promise<SignedIn> {
  const enrolmentRequired = !hasFactor && secondFactorRequiredFor(deps.mfa.required, row.user_type);
  const token = await startSession(deps.db, row.user_id, deps.session, { ...client, enrolOnly: enrolmentRequired });
  return { token, user: toUser(row), enrolmentRequired };
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
export async function logIn(deps: LoginDependencies, credentials: LoginRequest, client: SignInClient): Promise<LoginOutcome> {
  const { ip } = client;
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

  const methods = await secondFactorMethodsOf(deps.db, row.user_id);
  if (methods.length === 0) {
    await attempt.refund('signed-in');
    return { kind: 'signed-in', ...(await openSignedIn(deps, row, client, false)) };
  }
  // Only this attempt is handed back: the pair's failures stay, as the second step's wrong codes add to them.
  await attempt.refund('not-checked');
  const passkeyOptions = methods.includes('passkey') ? await signInOptions(deps.rp, await findPasskeys(deps.db, row.user_id)) : undefined;
  const challenge = await openChallenge(
    deps.db,
    { purpose: 'second-factor', userId: row.user_id, webAuthnChallenge: passkeyOptions?.challenge ?? null },
    deps.now(),
  );
  return { kind: 'second-factor', challenge, methods, passkeyOptions };
}
