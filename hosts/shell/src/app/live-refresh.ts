import type { QueryKey } from '@tanstack/react-query';
import type { SiteChange } from '@ghadi/contracts/site-changes';
import { drawDayQuery } from '@/features/draw-day/api/get-draw-day';
import { ghadisQuery } from '@/features/games/api/get-ghadis';
import { HOLIDAYS_QUERY_KEY } from '@/features/results/api/get-holidays';
import { RESULTS_QUERY_KEY } from '@/features/results/api/get-month-results';

/**
 * The queries an open page reloads for a change the live stream reports (from the server's fresh cache).
 * Content blocks are not among them: the page's texts stay as loaded.
 */
export function queriesChangedBy(change: SiteChange): QueryKey[] {
  switch (change.what) {
    case 'result':
    case 'games':
      return [ghadisQuery.queryKey, RESULTS_QUERY_KEY, drawDayQuery.queryKey];
    case 'holiday':
      return [drawDayQuery.queryKey, HOLIDAYS_QUERY_KEY];
    // A result time or midnight passed: only the games' states moved.
    case 'clock':
      return [drawDayQuery.queryKey];
    case 'all':
      return [ghadisQuery.queryKey, RESULTS_QUERY_KEY, drawDayQuery.queryKey, HOLIDAYS_QUERY_KEY];
    case 'content':
      return [];
  }
}
