import { oneTimeCodeOf, userNameKey, type PasskeySignInRequest, type SecondFactorRequest, type WebAuthnResponse } from '@ghadi/contracts';
import type { UserRow } from '../../../db/tables/users';
import { auditRefusal, openSignedIn, reserveAttempt, type LoginDependencies, type SignedIn } from '../login';
import type { SignInClient } from '../sessions';
import { findUserByUserId } from '../user-queries';
import { challengeSpent, closeChallenge, findOpenChallenge, reserveChallengeTry } from './challenges';
import { isRecoveryCode } from './recovery-codes';
import { checkOneTimeCode } from './totp-factor';
import { verifySignIn } from './passkeys';
import { apiError } from '../../../http/api-error';
import { tooMany } from '../../../limits/too-many';

const challengeEnded = () => apiError(401, 'challengeEnded');

/** What proved the second step: the app, a recovery code or a passkey; null when the answer was wrong. */
export type SecondStepProof = 'totp' | 'recovery-code' | 'passkey';

/**
 * Checks a second step's answer for the account, under its account-wide lock of wrong codes (429 while
 * locked, after a run of them from anywhere): a code of the app or a recovery code, or a passkey's signature
 * of `webAuthnChallenge`. A wrong one is recorded in the audit log, which the owner is told of.
 */
export async function checkSecondStep(
  deps: LoginDependencies,
  row: UserRow,
  answer: { code: string } | { passkey: WebAuthnResponse; webAuthnChallenge: string | null },
  client: SignInClient,
): Promise<SecondStepProof | null> {
  const account = { userId: row.user_id, userName: row.user_name };
  const locked = await deps.lock.strike(String(row.user_id));
  if (!locked.allowed) {
    deps.refused?.('second-step-locked');
    await auditRefusal(deps, account, client, 'second-step-locked', 429);
    throw tooMany('secondStepLocked', locked.retryAfterMs);
  }
  const now = deps.now();
  let proof: SecondStepProof | null;
  if ('code' in answer) {
    const right = await checkOneTimeCode(deps.db, deps.mfaKeys, row.user_id, answer.code, now);
    proof = !right ? null : isRecoveryCode(oneTimeCodeOf(answer.code)) ? 'recovery-code' : 'totp';
  } else {
    const verified =
      answer.webAuthnChallenge !== null &&
      (await verifySignIn(deps.db, deps.rp, answer.webAuthnChallenge, answer.passkey, { userId: row.user_id, now })) !== null;
    proof = verified ? 'passkey' : null;
  }
  if (proof === null) {
    deps.refused?.('wrong-code');
    await auditRefusal(deps, account, client, 'wrong-code');
    return null;
  }
  await deps.lock.clear(String(row.user_id));
  return proof;
}

/**
 * The second step of a sign-in: a code of the app, a recovery code or a passkey's signature, for the
 * challenge the password opened. Each try counts against the same limits as a password, against the
 * account's lock of wrong codes, and against the challenge, which closes after a few wrong ones; a right
 * one hands its try back and ends the challenge, which is then of no further use.
 */
export async function answerSecondFactor(deps: LoginDependencies, body: SecondFactorRequest, client: SignInClient): Promise<SignedIn> {
  const challenge = await findOpenChallenge(deps.db, body.challenge, 'second-factor', deps.now());
  const row = challenge?.user_id == null ? undefined : await findUserByUserId(deps.db, challenge.user_id);
  if (!challenge || !row || row.is_active !== 1) throw challengeEnded();

  const attempt = await reserveAttempt(deps, { account: userNameKey(row.user_name), ip: client.ip });
  if (!(await reserveChallengeTry(deps.db, challenge.id))) {
    await attempt.refund('not-checked');
    throw challengeEnded();
  }
  const answer = 'code' in body ? { code: body.code } : { passkey: body.passkey, webAuthnChallenge: challenge.webauthn_challenge };
  const proof = await checkSecondStep(deps, row, answer, client).catch(async (error: unknown) => {
    await attempt.refund('not-checked');
    throw error;
  });
  if (proof === null) {
    // The try that spent the challenge says so: the next step is the password again.
    throw (await challengeSpent(deps.db, challenge.id)) ? challengeEnded() : apiError(401, 'invalidCode');
  }
  if (!(await closeChallenge(deps.db, challenge.id, deps.now()))) throw challengeEnded();
  await attempt.refund('signed-in');
  return openSignedIn(deps, row, client, proof);
}

/** Signing in with a passkey alone, verified on the device (its PIN or biometrics), instead of the password. */
export async function signInWithPasskey(deps: LoginDependencies, body: PasskeySignInRequest, client: SignInClient): Promise<SignedIn> {
  const now = deps.now();
  const challenge = await findOpenChallenge(deps.db, body.challenge, 'passkey-sign-in', now);
  if (!challenge?.webauthn_challenge || !(await closeChallenge(deps.db, challenge.id, now))) throw challengeEnded();
  const userId = await verifySignIn(deps.db, deps.rp, challenge.webauthn_challenge, body.passkey, { userId: null, now });
  const row = userId === null ? undefined : await findUserByUserId(deps.db, userId);
  if (!row || row.is_active !== 1) {
    deps.refused?.('wrong-passkey');
    await auditRefusal(deps, { userId: row?.user_id ?? 0, userName: row?.user_name ?? '' }, client, 'wrong-passkey');
    throw apiError(401, 'passkeyRefused');
  }
  return openSignedIn(deps, row, client, 'passkey');
}
