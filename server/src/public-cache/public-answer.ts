import type { CacheLoad } from './public-cache';
import type { PublicRead } from './public-cache-keys';

/**
 * A public read and how to load its answer: what a JSON route sends and a rendered page reads. Each
 * feature names its own (games, results, holidays, content, draw day).
 */
export interface PublicAnswer<Data = unknown> {
  read: PublicRead;
  load: () => Promise<{ success: true; data: Data }>;
  /** For an answer the clock makes stale: when (epoch ms), from what was loaded. */
  expiresAt?(data: Data): number;
}

/** What the cache stores for an answer: the same for the JSON routes and the pages' reads. */
export async function loadAnswer({ read, load, expiresAt }: PublicAnswer): Promise<CacheLoad> {
  const payload = await load();
  return { payload, tags: read.tags, expiresAt: expiresAt?.(payload.data) };
}
