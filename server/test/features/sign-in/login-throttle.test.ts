import { randomUUID } from 'node:crypto';
import Redis from 'ioredis';
import { createLoginThrottle, type LoginThrottle, type LoginThrottleKeys } from '../../../src/features/sign-in/login-throttle';
import { createLimitStore, type Limit } from '../../../src/limits/limit-store';
import { loginLimits, type LoginLimits } from '../../../src/limits/limits';
import { redisAvailable, redisUrl } from '../../support/with-redis';

// The rules with an injected clock for their marks (lock ends, known addresses), no database. The same cases
// run on both stores: the rules must agree. Count windows are the stores' own: long here, so that none ends
// during a case, except where a case waits one out.

const lockout = { windowMs: 60_000, firstLockMs: 1000, maxLockMs: 4000, lockoutMemoryMs: 10_000 };
const limits: LoginLimits = {
  pair: { name: 'login-pair', maxFailures: 2, ...lockout },
  ip: { name: 'login-ip', maxFailures: 3, ...lockout },
  // A budget of three at once: one a minute, and two more in two minutes.
  accountSteady: { name: 'login-account', points: 1, windowMs: 60_000 },
  accountBurst: { name: 'login-account-burst', points: 2, windowMs: 120_000 },
  knownAddressMs: 5000,
};
const accountBurst = limits.accountSteady.points + limits.accountBurst.points;
/** For cases of one address failing lock after lock: its address and the account's budget out of the way. */
const roomy: LoginLimits = { ...limits, ip: { ...limits.ip, maxFailures: 100 }, accountBurst: { ...limits.accountBurst, points: 100 } };

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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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

  it('locks an account and address pair after its limit, for the first lock, and no other address', async () => {
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

  it('starts a new count at a lock, and locks for twice as long each time, up to the cap', async () => {
    const throttle = createThrottle(store, roomy);
    const lockLength = async (): Promise<number> => {
      await fail(throttle, ravi);
      expect(await retryAfter(throttle, ravi)).toBe(0);
      await fail(throttle, ravi);
      const length = await retryAfter(throttle, ravi);
      clock += length;
      return length;
    };

    expect([await lockLength(), await lockLength(), await lockLength(), await lockLength()]).toEqual([1000, 2000, 4000, 4000]);
  });

  it('forgets the doubling once the last lock has been over for its memory, and not before', async () => {
    const throttle = createThrottle(store, roomy);
    const lock = async () => {
      await fail(throttle, ravi);
      await fail(throttle, ravi);
      return retryAfter(throttle, ravi);
    };
    expect(await lock()).toBe(1000);
    clock = 1000 + limits.pair.lockoutMemoryMs - 1;
    expect(await lock()).toBe(2000);
    clock += 2000 + limits.pair.lockoutMemoryMs;
    expect(await lock()).toBe(1000);
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

  it('clears the pair when the password is right, its doubling too', async () => {
    const throttle = createThrottle(store, roomy);
    await fail(throttle, ravi);
    await fail(throttle, ravi);
    clock = 1000;
    await fail(throttle, ravi);
    await signIn(throttle, ravi);
    await fail(throttle, ravi);
    expect(await retryAfter(throttle, ravi)).toBe(0);
    await fail(throttle, ravi);

    expect(await retryAfter(throttle, ravi)).toBe(1000);
  });

  it('counts an attempt before its check, so attempts made at once get no more than the limit', async () => {
    const throttle = createThrottle(store);

    const attempts = await Promise.all(Array.from({ length: 30 }, () => throttle.reserve(ravi)));

    expect(attempts.filter((attempt) => attempt.allowed)).toHaveLength(limits.pair.maxFailures);
  });

  it('lets nothing through a lock set while attempts race it, across lock after lock', async () => {
    const throttle = createThrottle(store, roomy);
    const allowed: number[] = [];
    for (let lock = 0; lock < 3; lock += 1) {
      const attempts = await Promise.all(Array.from({ length: 20 }, () => throttle.reserve(ravi)));
      allowed.push(attempts.filter((attempt) => attempt.allowed).length);
      clock += await retryAfter(throttle, ravi);
    }

    expect(allowed).toEqual([2, 2, 2]);
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

  it('lifts the lock an unchecked attempt set, and the next failure sets it again as the first', async () => {
    const throttle = createThrottle(store);
    await fail(throttle, ravi);
    const locking = await throttle.reserve(ravi);
    if (!locking.allowed) throw new Error('refused');
    expect(await retryAfter(throttle, ravi)).toBe(1000);

    await locking.refund('not-checked');
    expect(await retryAfter(throttle, ravi)).toBe(0);
    await fail(throttle, ravi);

    expect(await retryAfter(throttle, ravi)).toBe(1000);
  });

  it("slows strangers down once the account's budget is spent; other accounts have their own", async () => {
    const throttle = createThrottle(store);
    const stranger = (n: number) => ({ account: 'ravi', ip: `203.0.113.${n}` });
    for (let n = 0; n < accountBurst; n += 1) await fail(throttle, stranger(n));

    const wait = await retryAfter(throttle, stranger(50));
    expect(wait).toBeGreaterThan(limits.accountSteady.windowMs - 5000);
    expect(wait).toBeLessThanOrEqual(limits.accountSteady.windowMs);
    expect(await retryAfter(throttle, { account: 'other', ip: '203.0.113.53' })).toBe(0);
  });

  it("gives the budget one more attempt when the first one's window ends, a window after it opened", async () => {
    // Windows of a second: this case waits one out.
    const throttle = createThrottle(store, { ...limits, accountSteady: { ...limits.accountSteady, windowMs: 1000 } });
    const stranger = (n: number) => ({ account: 'ravi', ip: `203.0.113.${n}` });
    const opened = Date.now();
    for (let n = 0; n < accountBurst; n += 1) await fail(throttle, stranger(n));
    expect(await retryAfter(throttle, stranger(10))).toBeGreaterThan(0);

    await sleep(opened + 1500 - Date.now());
    await fail(throttle, stranger(11));

    expect(await retryAfter(throttle, stranger(12))).toBeGreaterThan(0);
  });

  it('never holds back an address that signed in to the account lately, until it is forgotten', async () => {
    const throttle = createThrottle(store);
    const owner = { account: 'ravi', ip: '192.0.2.10' };
    await signIn(throttle, owner);
    for (let n = 0; n < accountBurst; n += 1) await fail(throttle, { account: 'ravi', ip: `203.0.113.${n}` });
    expect(await retryAfter(throttle, { account: 'ravi', ip: '203.0.113.99' })).toBeGreaterThan(0);

    await fail(throttle, owner);
    await signIn(throttle, owner);
    clock = limits.knownAddressMs - 1;
    expect(await retryAfter(throttle, owner)).toBe(0);

    clock = limits.knownAddressMs;
    expect(await retryAfter(throttle, owner)).toBeGreaterThan(0);
  });

  it('remembers an address that signed in for 30 days, longer than a timer of the memory store lasts', async () => {
    const throttle = createThrottle(store, { ...limits, knownAddressMs: loginLimits.knownAddressMs });
    const owner = { account: 'ravi', ip: '192.0.2.10' };
    await signIn(throttle, owner);
    for (let n = 0; n < accountBurst; n += 1) await fail(throttle, { account: 'ravi', ip: `203.0.113.${n}` });
    // A timer of more than 2^31 ms fires at once: the mark must not have gone with it.
    await sleep(20);

    clock = loginLimits.knownAddressMs - 1;
    expect(await retryAfter(throttle, owner)).toBe(0);
    clock = loginLimits.knownAddressMs;
    expect(await retryAfter(throttle, owner)).toBeGreaterThan(0);
  });
});

describe("an account's budget with the site's limits", () => {
  const HOUR_MS = 60 * 60 * 1000;
  /** Windows open at first use, each after the last has closed: a closed hour meets at most this many. */
  const windowsInAnHour = ({ windowMs }: Limit) => Math.floor(HOUR_MS / windowMs) + 1;

  it('lets at most 100 passwords be tried against one account in any hour', () => {
    const { accountSteady, accountBurst: burst } = loginLimits;
    expect(windowsInAnHour(accountSteady) * accountSteady.points + windowsInAnHour(burst) * burst.points).toBeLessThanOrEqual(100);
    expect(accountSteady.points + burst.points).toBe(10);
  });

  it('checks between 80 and 100 of a guess every 5 s for an hour, each from a new address (memory store, its clock faked)', async () => {
    jest.useFakeTimers({ now: Date.parse('2026-11-20T18:29:00.000Z') });
    try {
      const throttle = createLoginThrottle(createLimitStore({ redis: null, now: () => Date.now() }));
      let checks = 0;
      for (let guess = 0; guess < 720; guess += 1) {
        const attempt = await throttle.reserve({ account: 'admin', ip: `203.0.${guess >> 8}.${guess & 255}` });
        if (attempt.allowed) checks += 1;
        jest.advanceTimersByTime(5000);
      }

      expect(checks).toBeLessThanOrEqual(100);
      expect(checks).toBeGreaterThan(80);
    } finally {
      jest.useRealTimers();
    }
  });
});

(redisAvailable ? describe : describe.skip)('Redis login throttle', () => {
  it('keeps no address in the clear', async () => {
    const throttle = createThrottle('redis');
    await signIn(throttle, { account: 'ravi', ip: '198.51.100.77' });
    await fail(throttle, { account: 'ravi', ip: '198.51.100.78' });
    await fail(throttle, { account: 'ravi', ip: '198.51.100.78' });

    const keys = await redis!.keys(`${prefixes.at(-1)}*`);
    const values = await Promise.all(keys.map(async (key) => JSON.stringify(await redis!.get(key))));

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
