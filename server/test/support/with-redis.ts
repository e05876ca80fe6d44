import { randomUUID } from 'node:crypto';
import Redis from 'ioredis';
import { describePostgres, type TestKit } from '../helper';

/** The Redis the tests share (the global setup probed it). */
export const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** Outside CI a missing Redis skips its tests (the global setup says so loudly); in CI the setup fails instead. */
export const redisAvailable = process.env.TEST_REDIS_AVAILABLE === 'yes';

/** The Redis one block of tests uses: every key under a prefix of its own, so blocks and runs never meet. */
export interface BlockRedis {
  url: string;
  prefix: string;
  /** REDIS_URL and REDIS_PREFIX, for the apps the block starts. */
  env: { REDIS_URL: string; REDIS_PREFIX: string };
}

/** Removes every key under `prefix`. */
export async function removeKeys(prefix: string): Promise<void> {
  const redis = new Redis(redisUrl);
  try {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
}

/**
 * Tests of several instances sharing PostgreSQL and Redis: a PostgreSQL block (describePostgres) given a
 * Redis prefix of its own, whose keys are removed after it; skipped without Redis outside CI.
 */
export function describeWithRedis(name: string, fn: (kit: TestKit, redis: BlockRedis) => void): void {
  if (!redisAvailable) {
    describe(name, () => it.skip('needs Redis', () => undefined));
    return;
  }
  const prefix = `t${randomUUID().slice(0, 8)}:`;
  describePostgres(name, (kit) => {
    afterAll(() => removeKeys(prefix));
    fn(kit, { url: redisUrl, prefix, env: { REDIS_URL: redisUrl, REDIS_PREFIX: prefix } });
  });
}
