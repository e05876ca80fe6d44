import { httpErrors } from '@fastify/sensible';
import { serverMessages, userNameKey, type PasskeySignInRequest, type SecondFactorRequest } from '@ghadi/contracts';
import { openSignedIn, reserveAttempt, type LoginDependencies, type SignedIn } from '../login';
import type { SignInClient } from '../sessions';
import { findUserByUserId } from '../user-queries';
import { closeChallenge, findOpenChallenge } from './challenges';
import { checkOneTimeCode } from './totp-factor';
import { verifySignIn } from './passkeys';

const challengeEnded = () => httpErrors.unauthorized(serverMessages.challengeEnded);

/**
 * The second step of a sign-in: a code of the app, a recovery code or a passkey's signature, for the
 * challenge the password opened. Each try counts against the same limits as a password; a right one hands
 * its try back and ends the challenge, which is then of no further use.
 */
export async function answerSecondFactor(deps: LoginDependencies, body: SecondFactorRequest, client: SignInClient): Promise<SignedIn> {
  const now = deps.now();
  const challenge = await findOpenChallenge(deps.db, body.challenge, 'second-factor', now);
  const row = challenge?.user_id == null ? undefined : await findUserByUserId(deps.db, challenge.user_id);
  if (!challenge || !row || row.is_active !== 1) throw challengeEnded();

  const attempt = await reserveAttempt(deps, { account: userNameKey(row.user_name), ip: client.ip });
  const proved =
    'code' in body
      ? await checkOneTimeCode(deps.db, deps.mfaKeys, row.user_id, body.code, now)
      : challenge.webauthn_challenge !== null &&
        (await verifySignIn(deps.db, deps.rp, challenge.webauthn_challenge, body.passkey, { userId: row.user_id, now })) !== null;
  if (!proved) {
    deps.refused?.('wrong-code');
    throw httpErrors.unauthorized(serverMessages.invalidCode);
  }
  if (!(await closeChallenge(deps.db, challenge.id, now))) throw challengeEnded();
  await attempt.refund('signed-in');
  return openSignedIn(deps, row, client, true);
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
    throw httpErrors.unauthorized(serverMessages.passkeyRefused);
  }
  return openSignedIn(deps, row, client, true);
}
