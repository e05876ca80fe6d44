import { createHash, createHmac, randomBytes } from 'node:crypto';

export const RECOVERY_CODE_COUNT = 10;

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

/** `xxxxx-xxxxx` in lower-case base32: 50 random bits, easy to read out and type. */
function newRecoveryCode(): string {
  const chars = Array.from(randomBytes(10), (byte) => ALPHABET[byte % 32]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

export const newRecoveryCodes = (): string[] => Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);

/**
 * A code stored before keyed hashes, keyed now: the stored form is HMAC-SHA256 over the code's sha256, so an
 * old row becomes a new one without its code.
 */
export const keyedCodeHash = (key: Buffer, sha256Hex: string): string => createHmac('sha256', key).update(sha256Hex).digest('hex');

/**
 * The stored form: 50 random bits need no slow hash, but a keyed one, so a leaked table is of no use
 * without the key (sealed with the MFA key, mfa-keyring.ts). Without the dash, so a code typed with or
 * without it matches (typed codes come as oneTimeCodeOf gives them: no spaces, lower case).
 */
export const hashRecoveryCode = (key: Buffer, code: string): string =>
  keyedCodeHash(key, createHash('sha256').update(code.replace('-', '')).digest('hex'));

/** A code as checked (oneTimeCodeOf): six digits are an app's, anything else a recovery code. */
export const isRecoveryCode = (code: string): boolean => !/^\d{6}$/.test(code);
