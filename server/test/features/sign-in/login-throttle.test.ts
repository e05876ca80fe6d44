import { randomUUID } from 'node:crypto';
import Redis from 'ioredis';
import { createLoginThrottle, type LoginThrottle, type LoginThrottleKeys } from '../../../src/features/sign-in/login-throttle';
import { createLimitStore } from '../../../src/limits/limit-store';
import { loginLimits, type LoginLimits } from '../../../src/limits/limits';
import { redisAvailable, redisUrl } from '../../support/with-redis';

// Pure rules with an injected clock, no database. The same cases run on both stores: the rules must agree.

const lockout = { windowMs: 1000, firstLockMs: 1000, maxLockMs: 4000, lockoutMemoryMs: 10_000 };
const limits: LoginLimits = {
  pair: { name: 'login-pair', maxFailures: 2, ...lockout },
  ip: { name: 'login-ip', maxFailures: 3, ...lockout },
  // A burst of three: one every 100 ms, and two more a second.
  accountSteady: { name: 'login-account', points: 1, windowMs: 100 },
  accountBurst: { name: 'login-account-burst', points: 2, windowMs: 1000 },
  knownAddressMs: 5000,
};
const accountBurst = limits.accountSteady.points + limits.accountBurst.points;

let clock = 0;
const now = () => clock;

type Store = 'memory' | 'redis';
let redis: Redis | undefined;
const prefixes: string[] = [];

function createThrottle(store: Store, chosen: LoginLimits = limits): LoginThrottle {
  if (store === 'memory') return createLoginThrottle(createLimitStore({ redis: null, now }), chosen);
  const prefix = `t${randomUUID().slice(0, 8)}:`;
  prefixes.push(prefix);
  return createLoginThrottle(createLimitStore({ redis: { client: redis!, prefix }, now }), chosen);
}

/** A wrong password: the reservation stays counted. */
async function fail(throttle: LoginThrottle, keys: LoginThrottleKeys): Promise<void> {
  const attempt = await throttle.reserve(keys);
  if (!attempt.allowed) throw new Error(`${keys.account}@${keys.ip} was refused`);
}

async function signIn(throttle: LoginThrottle, keys: LoginThrottleKeys): Promise<void> {
  const attempt = await throttle.reserve(keys);
  if (!attempt.allowed) throw new Error(`${keys.account}@${keys.ip} was refused`);
  await attempt.refund('signed-in');
}

const retryAfter = async (throttle: LoginThrottle, keys: LoginThrottleKeys): Promise<number> => {
  const attempt = await throttle.reserve(keys);
  if (!attempt.allowed) return attempt.retryAfterMs;
  // Probing must not count: hand it back.
  await attempt.refund('not-checked');
  return 0;
};

beforeAll(() => {
  if (redisAvailable) redis = new Redis(redisUrl);
});

afterAll(async () => {
  if (!redis) return;
  for (const prefix of prefixes) {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
  }
  redis.disconnect();
});

beforeEach(() => {
  clock = 0;
});

describe.each<Store>(['memory', 'redis'])('login throttle rules [%s]', (store) => {
  if (store === 'redis' && !redisAvailable) {
    it.skip('needs Redis', () => undefined);
    return;
  }
  const ravi = { account: 'ravi', ip: '198.51.100.1' };

  it('locks an account and address pair after its limit, for the window, and no other address', async () => {
    const throttle = createThrottle(store);
    await fail(throttle, ravi);
    expect(await retryAfter(throttle, ravi)).toBe(0);
    await fail(throttle, ravi);

    expect(await retryAfter(throttle, ravi)).toBe(1000);
    expect(await retryAfter(throttle, { account: 'ravi', ip: '198.51.100.2' })).toBe(0);
    expect(await retryAfter(throttle, { account: 'other', ip: ravi.ip })).toBe(0);
    clock = 999;
    expect(await retryAfter(throttle, ravi)).toBe(1);
    clock = 1000;
    expect(await retryAfter(throttle, ravi)).toBe(0);
  });

  it('locks a pair for twice as long each time, up to the cap, and forgets that after a quiet spell', async () => {
    const throttle = createThrottle(store);
    const lockLength = async (): Promise<number> => {
      await fail(throttle, ravi);
      await fail(throttle, ravi);
      const length = await retryAfter(throttle, ravi);
      clock += length;
      return length;
    };

    expect([await lockLength(), await lockLength(), await lockLength(), await lockLength()]).toEqual([1000, 2000, 4000, 4000]);
    clock += limits.pair.lockoutMemoryMs;
    expect(await lockLength()).toBe(1000);
  });

  it('locks an address failing across accounts; a right password gives its attempt back', async () => {
    const throttle = createThrottle(store);
    const ip = '198.51.100.7';

    await fail(throttle, { account: 'a', ip });
    await signIn(throttle, { account: 'a', ip });
    await fail(throttle, { account: 'b', ip });
    expect(await retryAfter(throttle, { account: 'c', ip })).toBe(0);
    await fail(throttle, { account: 'c', ip });

    expect(await retryAfter(throttle, { account: 'd', ip })).toBe(1000);
    expect(await retryAfter(throttle, { account: 'd', ip: '198.51.100.8' })).toBe(0);
  });

  it('clears the pair when the password is right', async () => {
    const throttle = createThrottle(store);
    await fail(throttle, ravi);
    await signIn(throttle, ravi);
    await fail(throttle, ravi);

    expect(await retryAfter(throttle, ravi)).toBe(0);
  });

  it('counts an attempt before its check, so attempts made at once get no more than the limit', async () => {
    const throttle = createThrottle(store);

    const attempts = await Promise.all(Array.from({ length: 30 }, () => throttle.reserve(ravi)));

    expect(attempts.filter((attempt) => attempt.allowed)).toHaveLength(limits.pair.maxFailures);
  });

  it('hands back an attempt whose password was never checked', async () => {
    const throttle = createThrottle(store);
    for (let i = 0; i < 10; i += 1) {
      const attempt = await throttle.reserve({ account: 'ravi', ip: `203.0.113.${i}` });
      if (!attempt.allowed) throw new Error('refused');
      await attempt.refund('not-checked');
    }

    expect(await retryAfter(throttle, { account: 'ravi', ip: '203.0.113.99' })).toBe(0);
  });

  it("slows strangers down once the account's budget is spent, and refills it one attempt at a time", async () => {
    const throttle = createThrottle(store);
    const stranger = (n: number) => ({ account: 'ravi', ip: `203.0.113.${n}` });
    for (let n = 0; n < accountBurst; n += 1) await fail(throttle, stranger(n));

    expect(await retryAfter(throttle, stranger(50))).toBe(100);
    clock = 40;
    expect(await retryAfter(throttle, stranger(51))).toBe(60);
    clock = 100;
    await fail(throttle, stranger(52));
    expect(await retryAfter(throttle, stranger(53))).toBe(100);
    // Other accounts have their own budget.
    expect(await retryAfter(throttle, { account: 'other', ip: '203.0.113.53' })).toBe(0);
  });

  it('never holds back an address that signed in to the account lately, until it is forgotten', async () => {
    const throttle = createThrottle(store);
    const owner = { account: 'ravi', ip: '192.0.2.10' };
    await signIn(throttle, owner);
    for (let n = 0; n < accountBurst; n += 1) await fail(throttle, { account: 'ravi', ip: `203.0.113.${n}` });
    expect(await retryAfter(throttle, { account: 'ravi', ip: '203.0.113.99' })).toBeGreaterThan(0);

    await fail(throttle, owner);
    await signIn(throttle, owner);

    clock += limits.knownAddressMs;
    for (let n = 0; n < accountBurst; n += 1) await fail(throttle, { account: 'ravi', ip: `198.18.0.${n}` });
    expect(await retryAfter(throttle, owner)).toBe(100);
  });

  it('lets at most 100 passwords an hour be tried against one account with the default limits', async () => {
    const throttle = createThrottle(store, loginLimits);
    let checks = 0;
    let refusals = 0;
    for (clock = 0; clock < 60 * 60 * 1000; clock += 5000) {
      // A new address for every guess, as a botnet would: only the account's budget stands in the way.
      const attempt = await throttle.reserve({ account: 'admin', ip: `203.0.113.${(clock / 5000) % 250}` });
      if (attempt.allowed) checks += 1;
      else refusals += 1;
    }

    expect(checks).toBeLessThanOrEqual(100);
    expect(checks).toBeGreaterThan(90);
    expect(refusals).toBeGreaterThan(0);
  });
});

(redisAvailable ? describe : describe.skip)('Redis login throttle', () => {
  it('keeps no address in the clear', async () => {
    const throttle = createThrottle('redis');
    await signIn(throttle, { account: 'ravi', ip: '198.51.100.77' });
    await fail(throttle, { account: 'ravi', ip: '198.51.100.78' });

    const keys = await redis!.keys(`${prefixes.at(-1)}*`);
    const values = await Promise.all(
      keys.map(async (key) => JSON.stringify(await redis!.get(key))),
    );

    expect(keys.length).toBeGreaterThan(0);
    expect([...keys, ...values].join(' ')).not.toMatch(/198\.51\.100|ravi/);
  });

  it("falls back to this instance's memory while Redis is unreachable", async () => {
    const offline = new Redis('redis://127.0.0.1:1', { lazyConnect: true, enableOfflineQueue: false, retryStrategy: () => null });
    const throttle = createLoginThrottle(createLimitStore({ redis: { client: offline, prefix: 'x:' }, now }), limits);

    await fail(throttle, { account: 'ravi', ip: '198.51.100.1' });
    await fail(throttle, { account: 'ravi', ip: '198.51.100.1' });

    expect(await retryAfter(throttle, { account: 'ravi', ip: '198.51.100.1' })).toBe(1000);
    offline.disconnect();
  });
});
