import { queryOptions, useQuery } from '@tanstack/react-query';
import { getChannelSummary } from '@ghadi/api-client';

/** Re-read this often: posts go out within seconds of a result. */
const CHANNEL_SUMMARY_POLL_MS = 30_000;

export const channelSummaryQueryOptions = () =>
  queryOptions({ queryKey: ['dashboard', 'channel-summary'], queryFn: ({ signal }) => getChannelSummary(signal), refetchInterval: CHANNEL_SUMMARY_POLL_MS });

export const useChannelSummary = () => useQuery(channelSummaryQueryOptions());
