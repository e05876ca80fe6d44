import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';

/** A public response, serialized and compressed once, served to every caller until invalidated. */
export interface CachedResponse {
  body: Buffer;
  /** null when compressing would not pay (small bodies). */
  gzip: Buffer | null;
  etag: string;
}

export interface CacheLoad {
  payload: unknown;
  /** What the payload depends on; a write invalidates the entries carrying its tags. */
  tags: readonly string[];
}

export interface PublicCacheOptions {
  /** Off answers every request from the database, as a cache-less server would (benchmarks compare). */
  enabled: boolean;
  /** A backstop: even without an invalidation an entry is recomputed after this long. */
  ttlMs: number;
  /** Entries kept; the least recently used goes first. Keys include the month and date, so they churn. */
  maxEntries: number;
  now?: () => number;
}

interface Entry {
  response: CachedResponse;
  tags: readonly string[];
  expiresAt: number;
}

// Below this a gzip frame costs about as much as it saves.
const GZIP_THRESHOLD_BYTES = 1024;

export function serialize(payload: unknown): CachedResponse {
  const body = Buffer.from(JSON.stringify(payload));
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  return { body, gzip: body.length >= GZIP_THRESHOLD_BYTES ? gzipSync(body) : null, etag };
}

/**
 * The read path's memory. Concurrent misses on one key share a single load. Writes call `invalidate`
 * before they are acknowledged; any load that was running when a write landed may have read the old
 * data, so its result is handed to the callers already waiting but never stored, and later callers
 * start a fresh load.
 */
export class PublicCache {
  private readonly entries = new Map<string, Entry>();
  private readonly loading = new Map<string, Promise<CachedResponse>>();
  private generation = 0;
  private readonly now: () => number;

  constructor(private readonly options: PublicCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  async get(key: string, load: () => Promise<CacheLoad>): Promise<CachedResponse> {
    if (!this.options.enabled) return serialize((await load()).payload);
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt > this.now()) {
      // Re-inserting keeps the Map in least-recently-used order for eviction.
      this.entries.delete(key);
      this.entries.set(key, entry);
      return entry.response;
    }
    const running = this.loading.get(key);
    if (running) return running;
    const started = this.load(key, load);
    this.loading.set(key, started);
    return started;
  }

  /** Drops every stored entry carrying one of `tags`, and forgets loads in flight. */
  invalidate(tags: readonly string[]): void {
    this.generation += 1;
    this.loading.clear();
    for (const [key, entry] of this.entries) {
      if (entry.tags.some((tag) => tags.includes(tag))) this.entries.delete(key);
    }
  }

  clear(): void {
    this.generation += 1;
    this.loading.clear();
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  /** Whether `key` is stored and fresh (tests check which entries a write left alone). */
  has(key: string): boolean {
    const entry = this.entries.get(key);
    return entry !== undefined && entry.expiresAt > this.now();
  }

  private async load(key: string, load: () => Promise<CacheLoad>): Promise<CachedResponse> {
    const generation = this.generation;
    try {
      const { payload, tags } = await load();
      const response = serialize(payload);
      if (generation === this.generation) {
        this.entries.set(key, { response, tags, expiresAt: this.now() + this.options.ttlMs });
        this.evictOverflow();
      }
      return response;
    } finally {
      if (generation === this.generation) this.loading.delete(key);
    }
  }

  private evictOverflow(): void {
    for (const key of this.entries.keys()) {
      if (this.entries.size <= this.options.maxEntries) return;
      this.entries.delete(key);
    }
  }
}
