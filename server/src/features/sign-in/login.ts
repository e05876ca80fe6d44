import type { Kysely } from 'kysely';
import { userNameKey, type LoginRequest, type SecondFactorMethod, type User } from '@ghadi/contracts';
import type { MfaSettings } from '../../config/mfa-settings';
import type { Database } from '../../db/database';
import type { UserRow } from '../../db/tables/users';
import type { SignInProof } from '../../db/tables/sessions';
import { findUserByUserName, toUser } from './user-queries';
import type { LoginReservation, LoginThrottle, LoginThrottleKeys } from './login-throttle';
import { BUSY_RETRY_AFTER_SECONDS, PasswordChecksBusy, passwordChecksFull, verifyPassword } from './passwords';
import { startSession, type SessionSettings, type SignInClient } from './sessions';
import { recordSignIn, recordSignInRefused, type SignInRefusal } from './sign-in-audit';
import type { Lockout } from '../../limits/lockout';
import { tooMany } from '../../limits/too-many';
import { secondFactorsOf, secondFactorRequiredFor } from './two-factor/account-factors';
import { openChallenge } from './two-factor/challenges';
import type { MfaKeys } from './two-factor/mfa-keyring';
import { signInOptions, type RelyingParty } from './two-factor/passkeys';
import { ApiError, apiError } from '../../http/api-error';

/** Why a login was refused, for the operator's metrics: the caller is told the same in every case. */
export type LoginRefusal =
  | 'throttled'
  | 'busy'
  | 'unknown-user'
  | 'wrong-password'
  | 'inactive'
  | 'wrong-code'
  | 'wrong-passkey'
  | 'second-step-locked';

export interface LoginDependencies {
  db: Kysely<Database>;
  throttle: LoginThrottle;
  session: SessionSettings;
  refused?: (reason: LoginRefusal) => void;
  mfa: MfaSettings;
  mfaKeys: MfaKeys;
  rp: RelyingParty;
  /** The account-wide limit of wrong second-step codes. */
  lock: Lockout;
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

/**
 * Opens the session of a user who has proved who they are, recorded in the audit log. With the password
 * alone it is held to enrolment when MFA_REQUIRED wants a factor (the access guard judges that on each request).
 */
export async function openSignedIn(
  deps: Pick<LoginDependencies, 'db' | 'session' | 'mfa' | 'now'>,
  row: UserRow,
  client: SignInClient,
  proof: SignInProof,
): Promise<SignedIn> {
  const at = deps.now();
  const failedSignIns = await recordSignIn(deps.db, { userId: row.user_id, userName: row.user_name, ip: client.ip, at }, proof);
  const token = await startSession(deps.db, row.user_id, deps.session, client, { proof, at, failedSignIns });
  return { token, user: toUser(row), enrolmentRequired: proof === 'password' && secondFactorRequiredFor(deps.mfa.required, row.user_type) };
}

/** A sign-in refused after the account was looked at, for the audit log (the owner is told of wrong guesses). */
export async function auditRefusal(
  deps: Pick<LoginDependencies, 'db' | 'now'>,
  account: { userId: number; userName: string },
  client: SignInClient,
  reason: SignInRefusal,
  status = 401,
): Promise<void> {
  await recordSignInRefused(deps.db, { ...account, ip: client.ip, at: deps.now() }, reason, status);
}

/** A login answered without checking the password because too many wait for a check: retry after that. */
const busy = () => new ApiError(503, 'loginBusy', [], BUSY_RETRY_AFTER_SECONDS);

type Allowed = Extract<LoginReservation, { allowed: true }>;

/** One try of a sign-in (a password, a code) counted against the limits; a throttled one throws 429. */
export async function reserveAttempt(deps: Pick<LoginDependencies, 'throttle' | 'refused'>, keys: LoginThrottleKeys): Promise<Allowed> {
  const attempt = await deps.throttle.reserve(keys);
  if (!attempt.allowed) {
    deps.refused?.('throttled');
    throw tooMany('tooManyAttempts', attempt.retryAfterMs);
  }
  return attempt;
}

/**
 * Runs the checks of a reserved attempt (reading the account, verifying the password). When they could not
 * run (the queue of password checks is full: 503, or the database failed) the attempt is handed back, as it
 * is not the caller's failure.
 */
export async function checkAttempt<T>(deps: Pick<LoginDependencies, 'refused'>, attempt: Allowed, checks: () => Promise<T>): Promise<T> {
  try {
    return await checks();
  } catch (error) {
    await attempt.refund('not-checked');
    if (error instanceof PasswordChecksBusy) {
      deps.refused?.('busy');
      throw busy();
    }
    throw error;
  }
}

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
  const attempt = await reserveAttempt(deps, { account: userNameKey(credentials.UserName), ip });

  const { row, passwordMatches } = await checkAttempt(deps, attempt, async () => {
    const found = await findUserByUserName(deps.db, credentials.UserName);
    return { row: found, passwordMatches: await verifyPassword(found?.password_hash, credentials.Password) };
  });
  if (!row || !passwordMatches || row.is_active !== 1) {
    const reason = !row ? 'unknown-user' : !passwordMatches ? 'wrong-password' : 'inactive';
    await auditRefusal(deps, { userId: row?.user_id ?? 0, userName: row?.user_name ?? credentials.UserName.trim() }, client, reason);
    throw refuse(reason, apiError(401, 'invalidCredentials'));
  }

  const { methods, passkeys } = await secondFactorsOf(deps.db, row.user_id);
  if (methods.length === 0) {
    await attempt.refund('signed-in');
    return { kind: 'signed-in', ...(await openSignedIn(deps, row, client, 'password')) };
  }
  // Only this attempt is handed back: the pair's failures stay, as the second step's wrong codes add to them.
  await attempt.refund('not-checked');
  const passkeyOptions = passkeys.length > 0 ? await signInOptions(deps.rp, passkeys) : undefined;
  const challenge = await openChallenge(
    deps.db,
    { purpose: 'second-factor', userId: row.user_id, webAuthnChallenge: passkeyOptions?.challenge ?? null },
    deps.now(),
  );
  return { kind: 'second-factor', challenge, methods, passkeyOptions };
}
