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
