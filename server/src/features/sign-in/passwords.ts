import { randomBytes } from 'node:crypto';
import os from 'node:os';
import argon2 from 'argon2';

// OWASP's minimum for argon2id: 19 MiB memory, 2 iterations, 1 lane.
const hashOptions = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/**
 * argon2 runs on libuv's thread pool (4 threads), which also reads static files and compresses answers,
 * and each hash keeps a core busy for about 0.1 s: a login flood hashing on every thread would stall the
 * site. So at most this many hash at once, leaving pool threads and a core to everything else.
 */
const MAX_CONCURRENT_HASHES = Math.max(1, Math.min(2, os.availableParallelism() - 1));
/** Password checks waiting beyond this are refused at once: queued longer, a login would take seconds. */
const MAX_WAITING_CHECKS = 16;
export const BUSY_RETRY_AFTER_SECONDS = 2;

/** A login that found the password-check queue full; nothing was checked. */
export class PasswordChecksBusy extends Error {
  constructor() {
    super('the password-check queue is full');
  }
}

let running = 0;
const waiting: (() => void)[] = [];

/** True when a password check would be refused now: lets a login answer before any other work. */
export const passwordChecksFull = (): boolean => running >= MAX_CONCURRENT_HASHES && waiting.length >= MAX_WAITING_CHECKS;

/** Runs `task` once fewer than MAX_CONCURRENT_HASHES run; `refuseWhenFull` for the public login only. */
async function limited<T>(task: () => Promise<T>, refuseWhenFull: boolean): Promise<T> {
  if (running < MAX_CONCURRENT_HASHES) running += 1;
  else if (refuseWhenFull && passwordChecksFull()) throw new PasswordChecksBusy();
  // The finishing task hands its slot straight to the next one, so `running` stays as it is.
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await task();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

let dummyHash: Promise<string> | undefined;

/** Hashes for a new user or a password change: waits its turn, never refused (admins and start-up only). */
export function hashPassword(password: string): Promise<string> {
  return limited(() => argon2.hash(password, hashOptions), false);
}

/**
 * Checks a password against a stored hash. With no hash (unknown user) it still runs one verification
 * against a throw-away hash, so the answer takes as long as for a real account. Throws PasswordChecksBusy
 * when too many checks are waiting.
 */
export async function verifyPassword(hash: string | undefined, password: string): Promise<boolean> {
  if (hash !== undefined) return limited(() => argon2.verify(hash, password), true);
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  const dummy = await dummyHash;
  await limited(() => argon2.verify(dummy, password), true);
  return false;
}

/** 24 URL-safe characters (144 random bits) for a generated admin password. */
export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}
