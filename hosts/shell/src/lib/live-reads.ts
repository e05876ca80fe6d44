import { changeTouches, type SiteChange } from '@ghadi/contracts/site-changes';
import type { ReadStore } from './reads';

/**
 * A read's options naming what it shows by the public reads' tags (readTags in @ghadi/contracts, the table
 * the server's cache is dropped by): a live change re-reads exactly the reads it touched.
 */
export const showing = (reads: string[]) => ({ reads });

/** Re-reads the open page's reads that `change` touched (every one for `all`), in place. */
export function refetchTouched(store: ReadStore, change: SiteChange): void {
  store.invalidate((read) => read.reads !== undefined && changeTouches(change, read.reads));
}
