import argon2 from 'argon2';

export interface Argon2Watch {
  /** Password verifications started so far. */
  verifications: number;
  /** argon2 calls (hash or verify) running now, and the most that ever ran at once. */
  running: number;
  maxRunning: number;
  /** Makes every argon2 call wait until the returned function is called (a test's requests all queue first). */
  hold(): () => void;
  stop(): void;
}

/**
 * Wraps argon2's hash and verify (the module object the server uses) to count them. The counts are what
 * the login defences promise: how many passwords get checked, and how many hashes share the thread pool.
 */
export function watchArgon2(): Argon2Watch {
  const original = { hash: argon2.hash, verify: argon2.verify };
  const watch: Argon2Watch = {
    verifications: 0,
    running: 0,
    maxRunning: 0,
    hold: () => {
      let release = () => undefined as void;
      gate = new Promise<void>((resolve) => (release = resolve));
      return release;
    },
    stop: () => Object.assign(argon2, original),
  };
  let gate = Promise.resolve();
  const tracked = async <T>(work: () => Promise<T>): Promise<T> => {
    watch.running += 1;
    watch.maxRunning = Math.max(watch.maxRunning, watch.running);
    try {
      await gate;
      return await work();
    } finally {
      watch.running -= 1;
    }
  };
  Object.assign(argon2, {
    hash: (...args: Parameters<typeof argon2.hash>) => tracked(() => original.hash(...args)),
    verify: (...args: Parameters<typeof argon2.verify>) => {
      watch.verifications += 1;
      return tracked(() => original.verify(...args));
    },
  });
  return watch;
}
