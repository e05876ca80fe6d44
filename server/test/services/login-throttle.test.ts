import { createMemoryLoginThrottle } from '../../src/services/login-throttle';

// Pure logic with an injected clock: no database, so no describeEachDatabase.
describe('in-memory login throttle', () => {
  const limits = { windowMs: 1000, maxFailuresPerAccount: 2, maxFailuresPerIp: 3, maxTrackedKeys: 100 };
  let clock = 0;
  const now = () => clock;
  beforeEach(() => {
    clock = 0;
  });

  it('blocks an account after its limit, until the window passes', async () => {
    const throttle = createMemoryLoginThrottle(limits, now);
    const keys = { account: 'ravi', ip: '198.51.100.1' };

    await throttle.recordFailure(keys);
    expect(await throttle.isBlocked(keys)).toBe(false);
    await throttle.recordFailure(keys);
    expect(await throttle.isBlocked(keys)).toBe(true);
    expect(await throttle.isBlocked({ account: 'other', ip: '198.51.100.2' })).toBe(false);

    clock = 999;
    expect(await throttle.isBlocked(keys)).toBe(true);
    clock = 1000;
    expect(await throttle.isBlocked(keys)).toBe(false);
  });

  it('blocks an IP failing across accounts; a success clears the account but not the IP', async () => {
    const throttle = createMemoryLoginThrottle(limits, now);
    const ip = '198.51.100.7';

    await throttle.recordFailure({ account: 'a', ip });
    await throttle.recordSuccess({ account: 'a', ip });
    await throttle.recordFailure({ account: 'b', ip });
    expect(await throttle.isBlocked({ account: 'c', ip })).toBe(false);
    await throttle.recordFailure({ account: 'c', ip });

    expect(await throttle.isBlocked({ account: 'a', ip: '198.51.100.8' })).toBe(false);
    expect(await throttle.isBlocked({ account: 'd', ip })).toBe(true);
  });

  it('forgets the stalest keys beyond its memory bound', async () => {
    const throttle = createMemoryLoginThrottle({ ...limits, maxTrackedKeys: 4 }, now);
    const first = { account: 'first', ip: '1' };
    await throttle.recordFailure(first);
    await throttle.recordFailure(first);
    expect(await throttle.isBlocked(first)).toBe(true);

    await throttle.recordFailure({ account: 'x', ip: '2' });
    await throttle.recordFailure({ account: 'y', ip: '3' });

    expect(await throttle.isBlocked(first)).toBe(false);
  });
});

describe('lockouts that grow', () => {
  const limits = { windowMs: 1000, maxFailuresPerAccount: 2, maxFailuresPerIp: 1000, maxTrackedKeys: 100 };
  let clock = 0;
  beforeEach(() => {
    clock = 0;
  });

  it('locks an account out for twice as long each time it reaches the limit again', async () => {
    const throttle = createMemoryLoginThrottle(limits, () => clock);
    const keys = { account: 'ravi', ip: '198.51.100.1' };
    const lockoutLength = async (): Promise<number> => {
      await throttle.recordFailure(keys);
      await throttle.recordFailure(keys);
      const lockedAt = clock;
      while (await throttle.isBlocked(keys)) clock += 100;
      return clock - lockedAt;
    };

    expect([await lockoutLength(), await lockoutLength(), await lockoutLength()]).toEqual([1000, 2000, 4000]);
  });

  it('lets an attacker try at most 100 passwords an hour against one account with the default limits', async () => {
    const throttle = createMemoryLoginThrottle(undefined, () => clock);
    const keys = { account: 'admin', ip: '' };
    let guesses = 0;
    for (clock = 0; clock < 60 * 60 * 1000; clock += 1000) {
      // A new IP for every guess, as a botnet would: only the account's limit stands in the way.
      keys.ip = `203.0.113.${clock % 250}`;
      if (await throttle.isBlocked(keys)) continue;
      await throttle.recordFailure(keys);
      guesses += 1;
    }

    expect(guesses).toBeLessThanOrEqual(100);
    expect(guesses).toBeGreaterThan(0);
  });
});
