import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { mfaEncryptionKeySchema } from '../../../config/mfa-settings';

/** A key file that cannot be used as it is: the operator's to fix, so start-up stops and names it. */
export class MfaKeyError extends Error {}

const KEY_FILE_MODE = 0o600;

/** The file's key, checked: 32 bytes in base64 on one line. */
export async function readKeyFile(file: string): Promise<Buffer> {
  const text = (await fs.readFile(file, 'utf8')).trim();
  const parsed = mfaEncryptionKeySchema.safeParse(text);
  if (!parsed.success) throw new MfaKeyError(`MFA_KEY_FILE ${file}: ${parsed.error.issues[0]?.message ?? 'not a key'}`);
  return parsed.data;
}

/** Writes `key` to `file` (created or replaced), readable by its owner only, and on disk when this returns. */
async function writeKey(file: string, key: Buffer, flags: 'w' | 'wx'): Promise<void> {
  const handle = await fs.open(file, flags, KEY_FILE_MODE);
  try {
    // The mode given to open is narrowed by the umask only; chmod also covers a file reopened for writing.
    await handle.chmod(KEY_FILE_MODE);
    await handle.writeFile(`${key.toString('base64')}\n`);
    // On disk before anything is sealed with it: a key lost in a crash would lose every secret sealed since.
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Writes `key` to a file only its owner can read. `exclusive`: fails (EEXIST) if the file exists, so that of
 * two processes creating it at once one writes and the other reads what it wrote; the file appears whole
 * (written beside it, then linked in place), so the other never reads it half-written.
 */
export async function writeKeyFile(file: string, key: Buffer, exclusive: boolean): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  if (!exclusive) return writeKey(file, key, 'w');
  const draft = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.draft`;
  await writeKey(draft, key, 'wx');
  try {
    await fs.link(draft, file);
  } finally {
    await fs.unlink(draft);
  }
}

/**
 * The key in `file`, made there (32 random bytes, mode 0600) when the file does not exist yet. `created`
 * says this call made it, which the server says once.
 */
export async function loadOrCreateKeyFile(file: string): Promise<{ key: Buffer; created: boolean }> {
  try {
    return { key: await readKeyFile(file), created: false };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const key = randomBytes(32);
  try {
    await writeKeyFile(file, key, true);
    return { key, created: true };
  } catch (error) {
    // Another process on this machine made it first: its key is the one.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return { key: await readKeyFile(file), created: false };
    throw error;
  }
}
