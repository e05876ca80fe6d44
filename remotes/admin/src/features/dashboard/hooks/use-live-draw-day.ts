import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { apiBaseUrl, subscribeToSiteChanges } from '@ghadi/api-client';
import { drawDayQueryKey } from '../api/get-draw-day';

/** Re-reads the site day's board whenever the live stream says the site changed, while the screen is open. */
export function useLiveDrawDay(): void {
  const queryClient = useQueryClient();
  useEffect(() => subscribeToSiteChanges(apiBaseUrl, () => void queryClient.invalidateQueries({ queryKey: drawDayQueryKey })), [queryClient]);
}
