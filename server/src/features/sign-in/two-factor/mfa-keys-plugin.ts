import fs from 'node:fs/promises';
import path from 'node:path';
import fp from 'fastify-plugin';
import { loadOrCreateKeyFile } from './mfa-key-file';
import { openKeyring, type MfaKeys } from './mfa-keyring';

declare module 'fastify' {
  interface FastifyInstance {
    mfaKeys: MfaKeys;
  }
}

/**
 * The MFA key: MFA_ENCRYPTION_KEY, or the key file (MFA_KEY_FILE), generated there on the first start so
 * authenticator apps work on a fresh site. Start-up fails (MfaKeyError) when the key is not the one the
 * database's secrets were sealed with.
 */
export default fp(
  async (fastify) => {
    const { encryptionKey, keyFile } = fastify.config.mfa;
    let key = encryptionKey;
    if (!key) {
      const file = path.resolve(keyFile);
      const loaded = await loadOrCreateKeyFile(file);
      key = loaded.key;
      if (loaded.created) {
        fastify.log.warn(
          `Generated the MFA key in ${file} (authenticator-app secrets are sealed with it). Keep a copy apart from the ` +
            'database backups, which never contain it; several instances must share it (README: Keys and secrets).',
        );
      } else if (((await fs.stat(file)).mode & 0o077) !== 0) {
        fastify.log.warn(`The MFA key file ${file} can be read by other users of this machine: chmod 600 it`);
      }
    }
    fastify.decorate('mfaKeys', await openKeyring(fastify.db, key, fastify.clock()));
  },
  { name: 'mfa-keys', dependencies: ['db'] },
);
