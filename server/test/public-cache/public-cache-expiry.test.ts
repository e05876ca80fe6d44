import { PublicCache } from '../../src/public-cache/public-cache';

// Loads that know when time makes them stale (the draw day's states) give their entry that instant.
describe('PublicCache entries that expire with the clock', () => {
  let clock: number;
  const cache = () => new PublicCache({ enabled: true, ttlMs: 10_000, maxEntries: 100, now: () => clock, sharedCaching: { maxAgeSeconds: 2, staleSeconds: 8 } });
  const value = async (store: PublicCache, payload: string, expiresAt?: number) =>
    (await store.get('board', async () => ({ payload, tags: [], expiresAt }))).body.toString();
  beforeEach(() => {
    clock = 1_000;
  });

  it('recomputes an entry at the instant its load named, before the backstop lifetime', async () => {
    const store = cache();
    await value(store, 'upcoming', 4_000);

    clock = 3_999;
    const before = await value(store, 'reloaded');
    clock = 4_000;
    const at = await value(store, 'awaited');

    expect([before, at]).toEqual(['"upcoming"', '"awaited"']);
  });

  it('keeps the backstop lifetime when the named instant is later', async () => {
    const store = cache();
    await value(store, 'first', 60_000);

    clock = 11_000;

    expect(await value(store, 'second')).toBe('"second"');
  });

  it('tells who reads the entry when it expires by the clock, and null when only writes end it', async () => {
    const store = cache();

    expect((await store.get('board', async () => ({ payload: 1, tags: [], expiresAt: 4_000 }))).expiresAt).toBe(4_000);
    expect((await store.get('list', async () => ({ payload: 2, tags: [] }))).expiresAt).toBeNull();
  });
});
