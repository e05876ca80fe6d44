import type { Kysely } from 'kysely';
import { oneTimeCodeOf } from '@ghadi/contracts';
import type { Database } from '../../../db/database';
import type { MfaKeys } from './mfa-keyring';
import { findTotpFactor, updateTotpStep, useRecoveryCode } from './factor-queries';
import { hashRecoveryCode, isRecoveryCode } from './recovery-codes';
import { openSecret } from './secret-box';
import { totpStepOf } from './totp';

/** Whether `code` (as typed) is a right, unused code of the user's app (confirmed or, with `pending`, waiting for its first). */
export async function checkTotpCode(
  db: Kysely<Database>,
  key: Buffer,
  userId: number,
  code: string,
  now: Date,
  options: { pending?: boolean } = {},
): Promise<boolean> {
  const factor = await findTotpFactor(db, userId);
  if (!factor || (factor.confirmed_at === null) !== (options.pending ?? false)) return false;
  const step = await totpStepOf(openSecret(key, factor.secret), oneTimeCodeOf(code), Number(factor.last_step), now);
  // Taking the step is what accepts the code: of two requests with the same code, one wins.
  return step !== null && (await updateTotpStep(db, userId, step));
}

/** A second step's code: six digits of the app, or one of the recovery codes, each accepted once. */
export async function checkOneTimeCode(db: Kysely<Database>, keys: MfaKeys, userId: number, typed: string, now: Date): Promise<boolean> {
  const code = oneTimeCodeOf(typed);
  if (isRecoveryCode(code)) {
    const factor = await findTotpFactor(db, userId);
    return factor?.confirmed_at != null && (await useRecoveryCode(db, userId, hashRecoveryCode(keys.recoveryCodeKey, code), now.toISOString()));
  }
  return checkTotpCode(db, keys.encryptionKey, userId, code, now);
}
