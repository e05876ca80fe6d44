import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { MfaSettings } from '../../../config/mfa-settings';
import type { Database } from '../../../db/database';
import { COMMAND_LINE_ACTOR } from './factor-reset';
import { MfaKeyError, readKeyFile, writeKeyFile } from './mfa-key-file';
import { resealWithNewKey } from './mfa-keyring';

export interface Rotation {
  /** How many authenticator-app secrets were re-sealed. */
  secrets: number;
  /** The key file now holding the new key; null when the key comes from MFA_ENCRYPTION_KEY. */
  keyFile: string | null;
}

/**
 * Moves every secret sealed with the MFA key to a new one: MFA_NEW_ENCRYPTION_KEY, or 32 random bytes.
 * The secrets and the keyring change in one transaction, recorded in the audit log as the command line's;
 * a key file is replaced only after that commits, through a file written (and synced) beforehand, so no
 * failure leaves the database sealed with a key that is nowhere on disk.
 */
export async function rotateMfaKey(db: Kysely<Database>, settings: MfaSettings, now: Date): Promise<Rotation> {
  if (settings.encryptionKey && !settings.newEncryptionKey) {
    throw new MfaKeyError('The MFA key comes from MFA_ENCRYPTION_KEY: give the new one in MFA_NEW_ENCRYPTION_KEY (openssl rand -base64 32)');
  }
  const keyFile = settings.encryptionKey ? null : path.resolve(settings.keyFile);
  const oldKey = settings.encryptionKey ?? (await readExistingKeyFile(keyFile!));
  const newKey = settings.newEncryptionKey ?? randomBytes(32);
  if (newKey.equals(oldKey)) throw new MfaKeyError('MFA_NEW_ENCRYPTION_KEY is the current key: nothing to rotate');

  const pending = keyFile && `${keyFile}.new`;
  if (pending) await writeKeyFile(pending, newKey, false);
  let secrets: number;
  try {
    secrets = await resealWithNewKey(db, oldKey, newKey, now, async (trx) => {
      await trx
        .insertInto('audit_log')
        .values({ id: randomUUID(), at: now.toISOString(), user_id: COMMAND_LINE_ACTOR.userId, user_name: COMMAND_LINE_ACTOR.userName, action: 'mfa:rotate-key', target: null, status: 200, ip: '' })
        .execute();
    });
  } catch (error) {
    if (pending) await fs.rm(pending, { force: true });
    throw error;
  }
  if (keyFile && pending) await fs.rename(pending, keyFile);
  return { secrets, keyFile };
}

async function readExistingKeyFile(file: string): Promise<Buffer> {
  try {
    return await readKeyFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    throw new MfaKeyError(`No MFA key at ${file} (MFA_KEY_FILE) to rotate: the server makes one on its first start`);
  }
}
