import { VISITOR_ACTIVE_WINDOW_MS } from '@ghadi/contracts';

export interface VisitorCounts {
  total: number;
  active: number;
}

/** Where the counter keeps what must survive a restart. */
export interface VisitorStore {
  /** Records the sessions; returns how many of them had never been seen before. */
  save(sessions: ReadonlyMap<string, number>): Promise<number>;
}

export interface VisitorCounterOptions {
  /** Distinct sessions already stored when the counter starts. */
  storedTotal: number;
  /** Sessions seen within the active window before a restart, with when (ms). */
  recent: Iterable<[string, number]>;
  /** Past this many live sessions the oldest are dropped early: memory stays bounded under any load. */
  maxSessions: number;
}

/**
 * The visitor box's numbers, kept in memory so that tracking a page load costs O(1) and never waits for
 * the database; new and re-seen sessions are written to the store in batches by `flush`.
 *
 * `seen` is ordered by last sighting (a sighting moves its id to the end), so the sessions that left
 * the active window are always at the front and are dropped in amortized O(1).
 */
export class VisitorCounter {
  private readonly seen = new Map<string, number>();
  private dirty = new Map<string, number>();
  private storedTotal: number;
  /** Sessions first seen here and not yet stored: counted now, checked against the store on flush. */
  private unsaved = new Set<string>();

  constructor(private readonly options: VisitorCounterOptions) {
    this.storedTotal = options.storedTotal;
    for (const [id, at] of options.recent) this.seen.set(id, at);
  }

  track(sessionId: string, now: number): void {
    if (!this.seen.delete(sessionId) && !this.dirty.has(sessionId)) this.unsaved.add(sessionId);
    this.seen.set(sessionId, now);
    this.dirty.set(sessionId, now);
    this.dropInactive(now);
  }

  counts(now: number): VisitorCounts {
    this.dropInactive(now);
    return { total: this.storedTotal + this.unsaved.size, active: this.seen.size };
  }

  /** Sessions waiting to be stored; the caller flushes when this grows large. */
  get pending(): number {
    return this.dirty.size;
  }

  async flush(store: VisitorStore): Promise<void> {
    if (this.dirty.size === 0) return;
    const batch = this.dirty;
    const counted = this.unsaved;
    this.dirty = new Map();
    this.unsaved = new Set();
    try {
      // A session dropped from memory and seen again is already stored; the store's answer is the truth.
      this.storedTotal += await store.save(batch);
    } catch (error) {
      // Keep them for the next flush rather than lose them; newer sightings win.
      for (const [id, at] of batch) if (!this.dirty.has(id)) this.dirty.set(id, at);
      for (const id of counted) this.unsaved.add(id);
      throw error;
    }
  }

  private dropInactive(now: number): void {
    const since = now - VISITOR_ACTIVE_WINDOW_MS;
    for (const [id, at] of this.seen) {
      if (at > since && this.seen.size <= this.options.maxSessions) return;
      this.seen.delete(id);
    }
  }
}
