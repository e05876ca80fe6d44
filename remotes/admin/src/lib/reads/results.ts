import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@ghadi/api-client';
import {
  apiPaths,
  countResponseSchema,
  readTags,
  resultHistoryResponseSchema,
  reviewResultsQuerySchema,
  reviewResultsResponseSchema,
  STATS_POLL_MS,
  type PageQuery,
  type ResultHistoryEntry,
} from '@ghadi/contracts';
import { showing } from '@ghadi/ui';

/**
 * The published results, as the Results review, a result's trail and the dashboard's count show them: one
 * key, so a result entered or imported here refreshes them all (writes.ts), and the live stream's word on
 * one published elsewhere (the feed's tags name every declaration and correction).
 */
export const resultsKey = ['results'] as const;
const shown = showing(readTags.feed());

/** One page of the admin's results review; the server pages and searches, as the list grows for years. */
export async function getReviewResults(query: PageQuery, signal?: AbortSignal) {
  const response = await apiClient.get(apiPaths.adminResults, { params: reviewResultsQuerySchema.parse(query), signal });
  return reviewResultsResponseSchema.parse(response.data);
}

/** Every submission of one result, oldest first. */
export async function getResultHistory(resultId: string, signal?: AbortSignal): Promise<ResultHistoryEntry[]> {
  const response = await apiClient.get(apiPaths.adminResultHistory.url(resultId), { signal });
  return resultHistoryResponseSchema.parse(response.data).data;
}

export async function getResultCount(signal?: AbortSignal): Promise<number> {
  const response = await apiClient.get(apiPaths.resultCount, { signal });
  return countResponseSchema.parse(response.data).count;
}

export const reviewResultsQuery = (query: PageQuery) =>
  queryOptions({
    queryKey: [...resultsKey, 'review', query],
    queryFn: ({ signal }) => getReviewResults(query, signal),
    // Keep the current rows on screen while the next page or search loads, instead of flashing empty.
    placeholderData: keepPreviousData,
    ...shown,
  });

export const useReviewResults = (query: PageQuery) => useQuery(reviewResultsQuery(query));

export const resultHistoryQuery = (resultId: string) =>
  queryOptions({ queryKey: [...resultsKey, 'history', resultId], queryFn: ({ signal }) => getResultHistory(resultId, signal), ...shown });

export const useResultHistory = (resultId: string) => useQuery(resultHistoryQuery(resultId));

/** The spec's dashboard count, reloaded every 15 seconds with the other counts. */
export const resultCountQuery = queryOptions({
  queryKey: [...resultsKey, 'count'],
  queryFn: ({ signal }) => getResultCount(signal),
  refetchInterval: STATS_POLL_MS,
  ...shown,
});

export const useResultCount = () => useQuery(resultCountQuery);
