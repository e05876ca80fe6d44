import { randomBytes } from 'node:crypto';
import argon2 from 'argon2';

// OWASP's minimum for argon2id: 19 MiB memory, 2 iterations, 1 lane.
const hashOptions = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

let dummyHash: Promise<string> | undefined;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, hashOptions);
}

/**
 * Checks a password against a stored hash. With no hash (unknown user) it still runs one verification
 * against a throw-away hash, so the answer takes as long as for a real account.
 */
export async function verifyPassword(hash: string | undefined, password: string): Promise<boolean> {
  if (hash !== undefined) return argon2.verify(hash, password);
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await argon2.verify(await dummyHash, password);
  return false;
}

/** 24 URL-safe characters (144 random bits) for a generated admin password. */
export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}
