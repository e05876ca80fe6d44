import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { cdnTag } from './cdn-tags';

/** A public response, serialized and compressed once, served to every caller until invalidated. */
export interface CachedResponse {
  body: Buffer;
  /** null when compressing would not pay (small bodies, pictures: an image format compresses itself). */
  gzip: Buffer | null;
  etag: string;
  /** JSON_TYPE for API reads, HTML_TYPE for rendered pages, a file's or picture's own type otherwise. */
  contentType: string;
  /** 200, or 404 for a page about something that does not exist. */
  status: number;
  /** The name a download is saved under; null for reads and pages. */
  fileName: string | null;
  /** When the answer goes stale by the clock alone (epoch ms), as its load said; null when only writes end it. */
  expiresAt: number | null;
  /** What it depends on (its load's tags) as CDNs take them (cdnTag), for them to purge by. */
  cdnTags: readonly string[];
}

/**
 * How long a shared cache (a CDN, a proxy) may keep a public answer: fresh for `maxAgeSeconds`, then served
 * stale while it asks again for `staleSeconds` more, so no result is stale there for longer than their sum.
 */
export interface SharedCaching {
  maxAgeSeconds: number;
  staleSeconds: number;
}

export const JSON_TYPE = 'application/json; charset=utf-8';
export const HTML_TYPE = 'text/html; charset=utf-8';

/** A rendered public page (public-pages/). */
export interface RenderedHtml {
  status: number;
  html: string;
}

/**
 * A file: a download (downloads/), whose `fileName` is sent in a quoted header value (ASCII, no quotes), or
 * one shown where it is read (a feed), with none.
 */
export interface PublicFile {
  text: string;
  contentType: string;
  fileName: string | null;
}

export type CacheLoad = {
  /** What the answer depends on; a write invalidates the entries carrying its tags. */
  tags: readonly string[];
  /** For an answer that time makes stale (the draw day's states): the instant (epoch ms) it does. */
  expiresAt?: number | null;
} & ({ payload: unknown } | { page: RenderedHtml } | { file: PublicFile } | { image: { bytes: Buffer; contentType: string } });

export interface PublicCacheOptions {
  /** Off answers every request from the database, as a cache-less server would (benchmarks compare). */
  enabled: boolean;
  /** A backstop: even without an invalidation an entry is recomputed after this long. */
  ttlMs: number;
  /** Entries kept; the least recently used goes first. Keys include the month and date, so they churn. */
  maxEntries: number;
  /** The server's clock (epoch ms), so that entries expire as the app's own "now" moves. */
  now?: () => number;
  sharedCaching: SharedCaching;
}

interface Entry {
  response: CachedResponse;
  tags: readonly string[];
  expiresAt: number;
}

/** Which entry answered a URL, and on which site day (keys of date-relative URLs change at midnight). */
interface UrlRoute {
  key: string;
  day: string;
}

// Below this a gzip frame costs about as much as it saves.
const GZIP_THRESHOLD_BYTES = 1024;

type Content = Pick<CachedResponse, 'contentType' | 'status' | 'fileName'> & { body: Buffer; compressible?: false };

function contentOf(load: CacheLoad): Content {
  if ('page' in load) return { body: Buffer.from(load.page.html), contentType: HTML_TYPE, status: load.page.status, fileName: null };
  if ('file' in load) return { body: Buffer.from(load.file.text), contentType: load.file.contentType, status: 200, fileName: load.file.fileName };
  if ('image' in load) return { body: load.image.bytes, contentType: load.image.contentType, status: 200, fileName: null, compressible: false };
  return { body: Buffer.from(JSON.stringify(load.payload)), contentType: JSON_TYPE, status: 200, fileName: null };
}

export function serialize(load: CacheLoad): CachedResponse {
  const { body, compressible, ...content } = contentOf(load);
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  let gzip: Buffer | null | undefined = compressible !== false && body.length >= GZIP_THRESHOLD_BYTES ? undefined : null;
  // Compressed when first sent: most reads a page renders from are parsed by the render, never sent.
  const gzipped = () => (gzip === undefined ? (gzip = gzipSync(body)) : gzip);
  return { body, etag, ...content, expiresAt: load.expiresAt ?? null, cdnTags: load.tags.map(cdnTag), get gzip() { return gzipped(); } };
}

/**
 * What writes did while a load ran: the tags they invalidated (its answer is not stored if it depends on
 * one), and whether it may still be joined (false once one may have changed what it reads).
 */
interface LoadState {
  changed: Set<string>;
  joinable: boolean;
}
type Running = LoadState & { promise: Promise<CachedResponse> };

/**
 * The read path's memory. Concurrent misses on one key share a single load. Writes call `invalidate`
 * before they are acknowledged; a load that was running when a write changed what it reads may have read
 * the old data, so its result is handed to the callers already waiting but never stored, and later callers
 * share one fresh load, started once it ends: at draw time writes land faster than a page renders, and
 * renders of one page started side by side would each slow the others until none finished between two
 * writes. So a page recomputes at most once per change, never once per reader.
 */
export class PublicCache {
  private readonly entries = new Map<string, Entry>();
  private readonly loading = new Map<string, Running>();
  private readonly urls = new Map<string, UrlRoute>();
  /** The tags of each key's last stored answer, kept after a write drops it: they tell a write which loads it stales. */
  private readonly lastTags = new Map<string, readonly string[]>();
  private readonly now: () => number;
  /**
   * How reads went, for the operator's metrics: plain counts, as they are taken on the hottest path (the
   * answers from memory count themselves in `fromMemory`).
   */
  readonly counts = { hits: 0, misses: 0, fromMemory: 0 };

  constructor(private readonly options: PublicCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  get enabled(): boolean {
    return this.options.enabled;
  }

  get sharedCaching(): SharedCaching {
    return this.options.sharedCaching;
  }
  async get(key: string, load: () => Promise<CacheLoad>): Promise<CachedResponse> {
    if (!this.options.enabled) return serialize(await load());
    const stored = this.fresh(key);
    if (stored) {
      this.counts.hits += 1;
      return stored;
    }
    this.counts.misses += 1;
    const running = this.loading.get(key);
    if (running?.joinable) return running.promise;
    const state: LoadState = { changed: new Set(), joinable: true };
    // After the stale load, not beside it; its failure is its own callers'.
    const promise = running ? running.promise.catch(() => undefined).then(() => this.load(key, state, load)) : this.load(key, state, load);
    this.loading.set(key, Object.assign(state, { promise }));
    return promise;
  }

  /**
   * Records that a request for `url`, received on site day `day`, was answered from the entry `key`, so
   * later requests for the same URL that day can be answered without routing to the handler. `day` must
   * be read before the key was computed: if midnight passed in between, the record only misses.
   */
  rememberUrl(url: string, key: string, day: string): void {
    if (!this.options.enabled) return;
    this.urls.delete(url);
    this.urls.set(url, { key, day });
    // Any client can invent URLs (query strings), so this is bounded like the entries.
    for (const oldest of this.urls.keys()) {
      if (this.urls.size <= this.options.maxEntries) break;
      this.urls.delete(oldest);
    }
  }

  /** The stored, fresh response that answered `url` earlier on site day `day`, if any. */
  lookupUrl(url: string, day: string): CachedResponse | undefined {
    const route = this.urls.get(url);
    return route !== undefined && route.day === day ? this.fresh(route.key) : undefined;
  }

  /** Drops every stored entry carrying one of `tags`, and tells the loads in flight what changed. */
  invalidate(tags: readonly string[]): void {
    for (const [key, running] of this.loading) {
      for (const tag of tags) running.changed.add(tag);
      const known = this.lastTags.get(key);
      if (known === undefined || known.some((tag) => tags.includes(tag))) running.joinable = false;
    }
    for (const [key, entry] of this.entries) {
      if (entry.tags.some((tag) => tags.includes(tag))) this.entries.delete(key);
    }
  }

  clear(): void {
    for (const running of this.loading.values()) running.joinable = false;
    this.loading.clear();
    this.entries.clear();
    this.urls.clear();
    this.lastTags.clear();
  }

  get size(): number {
    return this.entries.size;
  }
  /** Whether `key` is stored and fresh (tests check which entries a write left alone). */
  has(key: string): boolean {
    const entry = this.entries.get(key);
    return entry !== undefined && entry.expiresAt > this.now();
  }

  private fresh(key: string): CachedResponse | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined || entry.expiresAt <= this.now()) return undefined;
    // Re-inserting keeps the Map in least-recently-used order for eviction.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.response;
  }

  private async load(key: string, running: LoadState, load: () => Promise<CacheLoad>): Promise<CachedResponse> {
    try {
      const loaded = await load();
      const response = serialize(loaded);
      // Not when cleared (clear()) or overtaken by a newer load.
      if (this.loading.get(key) === running && !loaded.tags.some((tag) => running.changed.has(tag))) {
        const expiresAt = Math.min(this.now() + this.options.ttlMs, response.expiresAt ?? Infinity);
        this.entries.set(key, { response, tags: loaded.tags, expiresAt });
        this.lastTags.delete(key);
        this.lastTags.set(key, loaded.tags);
        this.evictOverflow();
      }
      return response;
    } finally {
      if (this.loading.get(key) === running) this.loading.delete(key);
    }
  }

  private evictOverflow(): void {
    for (const key of this.entries.keys()) {
      if (this.entries.size <= this.options.maxEntries) break;
      this.entries.delete(key);
    }
    for (const key of this.lastTags.keys()) {
      if (this.lastTags.size <= this.options.maxEntries) break;
      this.lastTags.delete(key);
    }
  }
}
