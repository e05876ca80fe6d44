import { randomUUID } from 'node:crypto';
import Redis from 'ioredis';
import { createCounter, createLimitStore, createMark, type LimitStore } from '../../src/limits/limit-store';
import { redisAvailable, redisUrl } from '../support/with-redis';

// The stores' own windows, in real time: each case here waits a second or two.

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(ms, 0)));
const now = () => 0;

type Store = 'memory' | 'redis';
let redis: Redis | undefined;
const prefix = `t${randomUUID().slice(0, 8)}:`;

const storeOf = (store: Store): LimitStore => createLimitStore({ redis: store === 'redis' ? { client: redis!, prefix } : null, now });

beforeAll(() => {
  if (redisAvailable) redis = new Redis(redisUrl);
});

afterAll(async () => {
  if (!redis) return;
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  redis.disconnect();
});

describe.each<Store>(['memory', 'redis'])('a count window [%s]', (store) => {
  if (store === 'redis' && !redisAvailable) {
    it.skip('needs Redis', () => undefined);
    return;
  }

  it("opens at the key's first request and lasts its length from there, whatever the clock's second", async () => {
    const counter = createCounter(storeOf(store), { name: `window-${store}`, points: 2, windowMs: 1000 });
    // Just before a whole second turns, where windows numbered by the clock would close.
    await sleep(850 - (Date.now() % 1000));
    const firstAsked = Date.now();
    const first = await counter.take('k');
    const firstAnswered = Date.now();
    await sleep(300);
    const second = await counter.take('k');
    const thirdAsked = Date.now();
    const third = await counter.take('k');
    const thirdAnswered = Date.now();

    // A whole window from the first request (Redis may say a millisecond less).
    const whole = (resetMs: number) => resetMs > 990 && resetMs <= 1000;
    expect([first.taken, second.taken, third.taken, third.allowed, whole(first.resetMs)]).toEqual([1, 2, 3, false, true]);
    // What is left is that window less the time since the first request, past the clock's turn of the second.
    // Bounded by when each request was asked and answered, as a busy machine stretches the sleep (a few ms for
    // the clocks' rounding).
    expect(third.resetMs).toBeGreaterThanOrEqual(1000 - (thirdAnswered - firstAsked) - 5);
    expect(third.resetMs).toBeLessThanOrEqual(1000 - (thirdAsked - firstAnswered) + 5);

    await sleep(third.resetMs + 50);
    const next = await counter.take('k');
    expect([next.taken, next.allowed, whole(next.resetMs)]).toEqual([1, true, true]);
  });

  it('counts requests made at once one by one, and gives back only to the window they were counted in', async () => {
    const counter = createCounter(storeOf(store), { name: `at-once-${store}`, points: 5, windowMs: 1000 });
    const counts = await Promise.all(Array.from({ length: 20 }, () => counter.take('k')));
    expect(counts.map((count) => count.taken).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(counts.filter((count) => count.allowed)).toHaveLength(5);

    await sleep(Math.max(...counts.map((count) => count.resetMs)) + 50);
    // Given back after its window ended: the next window starts from nothing, not below it.
    await counts[0]!.giveBack();
    expect((await counter.take('k')).taken).toBe(1);
  });
});

describe("this process's memory", () => {
  it('keeps at most its number of keys, dropping the stalest', async () => {
    const counter = createCounter(createLimitStore({ redis: null, now, memoryKeys: 3 }), { name: 'bounded', points: 10, windowMs: 60_000 });
    for (const key of ['a', 'b', 'c', 'a', 'd']) await counter.take(key);

    // 'b' was the stalest when 'd' came: dropped, and counted from nothing again.
    expect((await counter.take('b')).taken).toBe(1);
    // 'c' went with it ('b' came back as the fourth); 'a' and 'd' stay.
    expect([(await counter.take('a')).taken, (await counter.take('d')).taken, (await counter.take('c')).taken]).toEqual([3, 2, 1]);
  });

  it('keeps a mark longer than a timer can last until it is dropped', async () => {
    const marks = createMark(createLimitStore({ redis: null, now }), 'long');
    const thirtyDays = 30 * 24 * 60 * 60 * 1000;
    await marks.set('k', thirtyDays, thirtyDays);
    await sleep(20);

    expect(await marks.get('k')).toBe(thirtyDays);
  });
});
