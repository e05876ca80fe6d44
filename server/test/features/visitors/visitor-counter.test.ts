import { VISITOR_ACTIVE_WINDOW_MS } from '@ghadi/contracts';
import { VisitorCounter, type VisitorStore } from '../../../src/features/visitors/visitor-counter';

const MINUTE = 60_000;

/** A store like the table: remembers ids, answers how many were new. */
function memoryStore(): VisitorStore & { ids: Set<string>; fail: boolean } {
  const ids = new Set<string>();
  return {
    ids,
    fail: false,
    async save(sessions) {
      if (this.fail) throw new Error('database unavailable');
      const before = ids.size;
      for (const id of sessions.keys()) ids.add(id);
      return ids.size - before;
    },
  };
}

describe('VisitorCounter', () => {
  const counter = (overrides: Partial<ConstructorParameters<typeof VisitorCounter>[0]> = {}) =>
    new VisitorCounter({ storedTotal: 0, recent: [], maxSessions: 1_000, ...overrides });

  it('counts a session once however often it re-tracks, and only recent ones as active', () => {
    const visitors = counter({ storedTotal: 10 });
    visitors.track('page-a', 0);
    visitors.track('page-b', 0);
    visitors.track('page-b', 4 * MINUTE);

    expect(visitors.counts(4 * MINUTE)).toEqual({ total: 12, active: 2 });
    expect(visitors.counts(VISITOR_ACTIVE_WINDOW_MS + MINUTE)).toEqual({ total: 12, active: 1 });
  });

  it('stores the sessions in batches and keeps the total right when an old session returns', async () => {
    const store = memoryStore();
    const visitors = counter();
    visitors.track('page-a', 0);
    await visitors.flush(store);
    // Gone from memory after the window, then back: counted once the store says it is not new.
    visitors.track('page-a', 20 * MINUTE);
    await visitors.flush(store);

    expect(store.ids).toEqual(new Set(['page-a']));
    expect(visitors.counts(20 * MINUTE)).toEqual({ total: 1, active: 1 });
    expect(visitors.pending).toBe(0);
  });

  it('keeps the sightings of a failed flush for the next one', async () => {
    const store = memoryStore();
    const visitors = counter();
    visitors.track('page-a', 0);
    store.fail = true;
    await expect(visitors.flush(store)).rejects.toThrow('database unavailable');

    store.fail = false;
    await visitors.flush(store);

    expect(store.ids).toEqual(new Set(['page-a']));
    expect(visitors.counts(0).total).toBe(1);
  });

  it('resumes the active sessions it is given after a restart', () => {
    const visitors = counter({ storedTotal: 5, recent: [['page-a', 0], ['page-b', MINUTE]] });

    expect(visitors.counts(2 * MINUTE)).toEqual({ total: 5, active: 2 });
  });

  it('holds at most maxSessions live sessions whatever the traffic', () => {
    const visitors = counter({ maxSessions: 1_000 });
    for (let page = 0; page < 100_000; page += 1) visitors.track(`page-${page}`, page);

    expect(visitors.counts(100_000)).toEqual({ total: 100_000, active: 1_000 });
  });
});
