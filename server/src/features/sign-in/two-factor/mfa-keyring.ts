import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database';
import { MfaKeyError } from './mfa-key-file';
import { keyedCodeHash } from './recovery-codes';
import { openSecret, sealSecret } from './secret-box';

/** What second factors are kept with: the MFA key itself, and the key recovery codes are hashed with. */
export interface MfaKeys {
  encryptionKey: Buffer;
  recoveryCodeKey: Buffer;
}

const KEYRING_ID = 1;

const mismatch = () =>
  new MfaKeyError(
    "The database's second-factor secrets were sealed with another MFA key than this server's (MFA_ENCRYPTION_KEY or " +
      'MFA_KEY_FILE). Give every instance the same key: restore the key file kept apart from the backups, or set ' +
      'MFA_ENCRYPTION_KEY to it (README: Keys and secrets).',
  );

/**
 * The keys of this database under `encryptionKey`, made on first use. Refuses (MfaKeyError) a key the
 * database was not sealed with, rather than sealing new secrets under a second key that other instances
 * cannot open. Of two instances with different keys starting on a new database, the one that stores the
 * keyring first wins and the other refuses to start.
 */
export async function openKeyring(db: Kysely<Database>, encryptionKey: Buffer, now: Date): Promise<MfaKeys> {
  await db
    .insertInto('mfa_keyring')
    .values({ id: KEYRING_ID, recovery_code_key: sealSecret(encryptionKey, randomBytes(32).toString('base64')), created_at: now.toISOString(), rotated_at: null })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  const row = await db.selectFrom('mfa_keyring').select('recovery_code_key').where('id', '=', KEYRING_ID).executeTakeFirstOrThrow();
  let recoveryCodeKey: Buffer;
  try {
    recoveryCodeKey = Buffer.from(openSecret(encryptionKey, row.recovery_code_key), 'base64');
  } catch {
    throw mismatch();
  }
  await keyLegacyRecoveryCodes(db, recoveryCodeKey);
  return { encryptionKey, recoveryCodeKey };
}

/** Re-hashes codes stored as plain sha256 (before keyed hashes) with the key, in one transaction. */
async function keyLegacyRecoveryCodes(db: Kysely<Database>, recoveryCodeKey: Buffer): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const legacy = await trx.selectFrom('recovery_codes').select('code_hash').where('hash_scheme', '=', 'sha256').execute();
    for (const { code_hash } of legacy) {
      await trx
        .updateTable('recovery_codes')
        .set({ code_hash: keyedCodeHash(recoveryCodeKey, code_hash), hash_scheme: 'hmac-sha256' })
        .where('code_hash', '=', code_hash)
        .where('hash_scheme', '=', 'sha256')
        .execute();
    }
  });
}

/**
 * Re-seals every authenticator secret and the keyring from `oldKey` to `newKey`, in one transaction: all or
 * nothing. Returns how many secrets it re-sealed; throws MfaKeyError when `oldKey` is not the database's.
 */
export async function resealWithNewKey(
  db: Kysely<Database>,
  oldKey: Buffer,
  newKey: Buffer,
  now: Date,
  audit: (trx: Kysely<Database>) => Promise<void>,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const keyring = await trx.selectFrom('mfa_keyring').select('recovery_code_key').where('id', '=', KEYRING_ID).executeTakeFirst();
    const reseal = (sealed: string) => {
      try {
        return sealSecret(newKey, openSecret(oldKey, sealed));
      } catch {
        throw mismatch();
      }
    };
    const factors = await trx.selectFrom('totp_factors').select(['user_id', 'secret']).execute();
    for (const factor of factors) {
      await trx.updateTable('totp_factors').set({ secret: reseal(factor.secret) }).where('user_id', '=', factor.user_id).where('secret', '=', factor.secret).execute();
    }
    if (keyring) {
      const updated = await trx
        .updateTable('mfa_keyring')
        .set({ recovery_code_key: reseal(keyring.recovery_code_key), rotated_at: now.toISOString() })
        .where('id', '=', KEYRING_ID)
        .where('recovery_code_key', '=', keyring.recovery_code_key)
        .executeTakeFirst();
      // Another rotation got there between the read and this update: start again rather than mix keys.
      if (updated.numUpdatedRows === 0n) throw new MfaKeyError('The MFA key was changed by another command meanwhile; nothing was changed');
    }
    await audit(trx);
    return factors.length;
  });
}
