import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { apiBaseUrl, subscribeToSiteChanges } from '@ghadi/api-client';
import { changeTouches } from '@ghadi/contracts';

/**
 * A query's options naming what it shows by the public reads' tags (readTags in @ghadi/contracts, the table
 * the server's cache is dropped by), so the live stream refetches it when a change touches them.
 */
export const showing = (reads: readonly string[]) => ({ meta: { reads } });

/**
 * Listens to the live stream once for the whole app: each change refetches the cached queries it touched (by
 * their `showing` tags; every one for `all`), on whichever screen shows them. Rendered once, inside the app's
 * query cache provider.
 */
export function LiveReads(): null {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      subscribeToSiteChanges(apiBaseUrl, (change) => {
        void queryClient.invalidateQueries({
          predicate: (query) => {
            const reads = query.meta?.reads;
            return Array.isArray(reads) && changeTouches(change, reads as string[]);
          },
        });
      }),
    [queryClient],
  );
  return null;
}
