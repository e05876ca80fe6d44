import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPushSummary } from '@ghadi/api-client';

/** Re-read this often: sends finish within a minute of a result. */
const PUSH_SUMMARY_POLL_MS = 30_000;

export const pushSummaryQueryOptions = () =>
  queryOptions({ queryKey: ['dashboard', 'push-summary'], queryFn: ({ signal }) => getPushSummary(signal), refetchInterval: PUSH_SUMMARY_POLL_MS });

export const usePushSummary = () => useQuery(pushSummaryQueryOptions());
