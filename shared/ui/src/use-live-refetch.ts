import { useEffect } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { apiBaseUrl, subscribeToSiteChanges } from '@ghadi/api-client';
import { changeTouches } from '@ghadi/contracts';

/**
 * While the screen is open, refetches `queryKey` whenever the live stream reports a change that touches
 * what it shows (`reads`: its readTags in @ghadi/contracts), and only then.
 */
export function useLiveRefetch(queryKey: QueryKey, reads: readonly string[]): void {
  const queryClient = useQueryClient();
  const key = JSON.stringify(queryKey);
  const shown = JSON.stringify(reads);
  useEffect(
    () =>
      subscribeToSiteChanges(apiBaseUrl, (change) => {
        if (changeTouches(change, JSON.parse(shown) as string[])) void queryClient.invalidateQueries({ queryKey: JSON.parse(key) as QueryKey });
      }),
    [queryClient, key, shown],
  );
}
