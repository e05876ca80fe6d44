import { gunzipSync } from 'node:zlib';
import { apiPaths } from '@ghadi/contracts';
import { PublicCache, type CacheLoad } from '../../src/public-cache/public-cache';

const deferred = <T>() => {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
};

describe('PublicCache', () => {
  let clock: number;
  const cache = (options: Partial<ConstructorParameters<typeof PublicCache>[0]> = {}) =>
    new PublicCache({ enabled: true, ttlMs: 60_000, maxEntries: 100, now: () => clock, sharedCaching: { maxAgeSeconds: 2, staleSeconds: 8 }, ...options });
  beforeEach(() => {
    clock = 1_000;
  });

  it('serializes once, with a strong ETag, and gzip only when the body is large enough', async () => {
    const store = cache();
    const small = await store.get('small', async () => ({ payload: { n: 1 }, tags: [] }));
    const large = await store.get('large', async () => ({ payload: { text: 'result '.repeat(400) }, tags: [] }));

    expect(small.body.toString()).toBe('{"n":1}');
    expect(small.etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(small.gzip).toBeNull();
    expect(JSON.parse(gunzipSync(large.gzip!).toString())).toEqual({ text: 'result '.repeat(400) });
  });

  it('computes concurrent misses of one key once', async () => {
    const store = cache();
    const gate = deferred<CacheLoad>();
    const load = jest.fn(() => gate.promise);

    const callers = Array.from({ length: 50 }, () => store.get('ghadis', load));
    gate.resolve({ payload: [1, 2], tags: ['games'] });
    const answers = await Promise.all(callers);

    expect(load).toHaveBeenCalledTimes(1);
    expect(new Set(answers.map((answer) => answer.etag)).size).toBe(1);
  });

  it('never stores what a load read before a write landed, and later callers share one load after it', async () => {
    const store = cache();
    const stale = deferred<CacheLoad>();
    const waiting = store.get('ghadis', () => stale.promise);

    store.invalidate(['games']);
    const freshLoad = jest.fn(async () => ({ payload: 'new', tags: ['games'] }));
    const fresh = Array.from({ length: 20 }, () => store.get('ghadis', freshLoad));
    // The fresh load waits for the stale one: two renders of a page side by side slow each other.
    await Promise.resolve();
    expect(freshLoad).not.toHaveBeenCalled();
    stale.resolve({ payload: 'old', tags: ['games'] });

    expect((await waiting).body.toString()).toBe('"old"');
    expect((await Promise.all(fresh)).map((answer) => answer.body.toString())).toEqual(Array(20).fill('"new"'));
    expect(freshLoad).toHaveBeenCalledTimes(1);
    expect((await store.get('ghadis', async () => ({ payload: 'reloaded', tags: [] }))).body.toString()).toBe('"new"');
  });

  it('stores what a load read while a write changed something else only', async () => {
    const store = cache();
    await store.get('march', async () => ({ payload: 'first', tags: ['month:2026-03'] }));
    store.invalidate(['month:2026-03']);
    const gate = deferred<CacheLoad>();
    const load = jest.fn(() => gate.promise);
    const running = store.get('march', load);

    store.invalidate(['month:2026-04']);
    const joined = store.get('march', load);
    gate.resolve({ payload: 'second', tags: ['month:2026-03'] });

    expect((await joined).body.toString()).toBe('"second"');
    expect((await running).body.toString()).toBe('"second"');
    expect(load).toHaveBeenCalledTimes(1);
    expect(store.has('march')).toBe(true);
  });

  it('drops exactly the entries carrying an invalidated tag', async () => {
    const store = cache();
    await store.get('march', async () => ({ payload: 3, tags: ['month:2026-03'] }));
    await store.get('april', async () => ({ payload: 4, tags: ['month:2026-04'] }));

    store.invalidate(['month:2026-03']);

    expect(store.has('march')).toBe(false);
    expect(store.has('april')).toBe(true);
  });

  it('recomputes after the backstop lifetime even without a write', async () => {
    const store = cache({ ttlMs: 5_000 });
    await store.get('key', async () => ({ payload: 'first', tags: [] }));
    clock += 5_001;

    const answer = await store.get('key', async () => ({ payload: 'second', tags: [] }));

    expect(answer.body.toString()).toBe('"second"');
  });

  it('keeps at most maxEntries, dropping the least recently used', async () => {
    const store = cache({ maxEntries: 2 });
    await store.get('a', async () => ({ payload: 'a', tags: [] }));
    await store.get('b', async () => ({ payload: 'b', tags: [] }));
    await store.get('a', async () => ({ payload: 'unused', tags: [] }));
    await store.get('c', async () => ({ payload: 'c', tags: [] }));

    expect([store.has('a'), store.has('b'), store.has('c')]).toEqual([true, false, true]);
    expect(store.size).toBe(2);
  });

  it('does not keep a failed load, so the next caller tries again', async () => {
    const store = cache();
    await expect(store.get('missing', async () => Promise.reject(new Error('Ghadi not found')))).rejects.toThrow('Ghadi not found');

    const answer = await store.get('missing', async () => ({ payload: 'found', tags: [] }));

    expect(answer.body.toString()).toBe('"found"');
  });

  it('answers a remembered URL from its fresh entry on the same site day only', async () => {
    const store = cache();
    await store.get('ghadis:2026-11-22', async () => ({ payload: 'home', tags: ['daily'] }));
    store.rememberUrl(apiPaths.ghadis, 'ghadis:2026-11-22', '2026-11-22');

    expect(store.lookupUrl(apiPaths.ghadis, '2026-11-22')?.body.toString()).toBe('"home"');
    expect(store.lookupUrl(apiPaths.ghadis, '2026-11-23')).toBeUndefined();
    expect(store.lookupUrl('/api/ghadis?page=2', '2026-11-22')).toBeUndefined();

    store.invalidate(['daily']);
    expect(store.lookupUrl(apiPaths.ghadis, '2026-11-22')).toBeUndefined();
  });

  it('remembers at most maxEntries URLs, however many a client invents', async () => {
    const store = cache({ maxEntries: 2 });
    await store.get('key', async () => ({ payload: 'x', tags: [] }));
    for (const n of [1, 2, 3]) store.rememberUrl(`${apiPaths.ghadis}?n=${n}`, 'key', 'day');

    expect([1, 2, 3].map((n) => store.lookupUrl(`${apiPaths.ghadis}?n=${n}`, 'day') !== undefined)).toEqual([false, true, true]);
  });

  it('loads every time when disabled', async () => {
    const store = cache({ enabled: false });
    const load = jest.fn(async () => ({ payload: 1, tags: [] }));

    await store.get('key', load);
    await store.get('key', load);

    expect(load).toHaveBeenCalledTimes(2);
    expect(store.size).toBe(0);
  });
});
