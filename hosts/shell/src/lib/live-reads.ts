import type { QueryClient } from '@tanstack/react-query';
import { changeTouches, type SiteChange } from '@ghadi/contracts/site-changes';

/**
 * A query's options naming what it shows by the public reads' tags (readTags in @ghadi/contracts, the table
 * the server's cache is dropped by): a live change refetches exactly the queries it touched.
 */
export const showing = (reads: string[]) => ({ meta: { reads } });

/** Refetches the open page's queries that `change` touched (every one for `all`), in place. */
export function refetchTouched(queryClient: QueryClient, change: SiteChange): void {
  void queryClient.invalidateQueries({
    predicate: (query) => {
      const reads = query.meta?.reads;
      return Array.isArray(reads) && changeTouches(change, reads as string[]);
    },
  });
}
