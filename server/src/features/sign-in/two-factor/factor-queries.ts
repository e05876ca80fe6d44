import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database';
import type { TotpFactorRow } from '../../../db/tables/account-security';
import { updateSessionsFactorLost, updateSessionsOnFactorAdded } from '../session-queries';

export async function findTotpFactor(db: Kysely<Database>, userId: number): Promise<TotpFactorRow | undefined> {
  return db.selectFrom('totp_factors').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** Starts (or restarts) setting up an app: the secret waits for a first code, any earlier unconfirmed one replaced. */
export async function upsertPendingTotp(db: Kysely<Database>, userId: number, sealedSecret: string, now: string): Promise<void> {
  await db
    .insertInto('totp_factors')
    .values({ user_id: userId, secret: sealedSecret, created_at: now, confirmed_at: null, last_step: 0 })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({ secret: sealedSecret, created_at: now, last_step: 0 }).where('totp_factors.confirmed_at', 'is', null),
    )
    .execute();
}

/** Takes `step` as the last accepted one, if no code of it or later was accepted meanwhile: false means a replay. */
export async function updateTotpStep(db: Kysely<Database>, userId: number, step: number): Promise<boolean> {
  const result = await db
    .updateTable('totp_factors')
    .set({ last_step: step })
    .where('user_id', '=', userId)
    .where('last_step', '<', step)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Turns the app on with its recovery codes, in one transaction, for the session `sessionId` that set it up;
 * false when it was already on.
 */
export async function confirmTotp(db: Kysely<Database>, userId: number, codeHashes: string[], now: string, sessionId: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const confirmed = await trx
      .updateTable('totp_factors')
      .set({ confirmed_at: now })
      .where('user_id', '=', userId)
      .where('confirmed_at', 'is', null)
      .executeTakeFirst();
    if (confirmed.numUpdatedRows === 0n) return false;
    await trx.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
    await trx
      .insertInto('recovery_codes')
      .values(codeHashes.map((code_hash) => ({ code_hash, user_id: userId, created_at: now, used_at: null, hash_scheme: 'hmac-sha256' as const })))
      .execute();
    await updateSessionsOnFactorAdded(trx, userId, sessionId, now);
    return true;
  });
}

export async function deleteTotp(db: Kysely<Database>, userId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
    await trx.deleteFrom('totp_factors').where('user_id', '=', userId).execute();
    await forgetSecondFactorIfNoneLeft(trx, userId);
  });
}

/**
 * After a factor is removed: with none left (no app turned on, no passkey), no session of the account
 * counts as having passed one, so MFA_REQUIRED holds them all to enrolment again at once.
 */
export async function forgetSecondFactorIfNoneLeft(db: Kysely<Database>, userId: number): Promise<void> {
  const [totp, passkey] = await Promise.all([
    db.selectFrom('totp_factors').select('user_id').where('user_id', '=', userId).where('confirmed_at', 'is not', null).executeTakeFirst(),
    db.selectFrom('passkeys').select('id').where('user_id', '=', userId).limit(1).executeTakeFirst(),
  ]);
  if (!totp && !passkey) await updateSessionsFactorLost(db, userId);
}

/** Uses a recovery code of the user: true the first time, false for a wrong or used one. */
export async function useRecoveryCode(db: Kysely<Database>, userId: number, codeHash: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('recovery_codes')
    .set({ used_at: now })
    .where('code_hash', '=', codeHash)
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function findRecoveryCodesLeft(db: Kysely<Database>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('recovery_codes')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Every factor of the account gone (the break-glass command): app, recovery codes and passkeys. */
export async function deleteAllFactors(db: Kysely<Database>, userId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
    await trx.deleteFrom('totp_factors').where('user_id', '=', userId).execute();
    await trx.deleteFrom('passkeys').where('user_id', '=', userId).execute();
    await updateSessionsFactorLost(trx, userId);
  });
}
