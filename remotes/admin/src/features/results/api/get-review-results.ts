import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@ghadi/api-client';
import { apiPaths, reviewResultsQuerySchema, reviewResultsResponseSchema, type PageQuery } from '@ghadi/contracts';

export const reviewResultsQueryKey = (query: PageQuery) => ['review-results', query] as const;

/** One page of the admin's results review; the server pages and searches, as the list grows for years. */
export async function getReviewResults(query: PageQuery) {
  const response = await apiClient.get(apiPaths.adminResults, { params: reviewResultsQuerySchema.parse(query) });
  return reviewResultsResponseSchema.parse(response.data);
}

export const reviewResultsQueryOptions = (query: PageQuery) =>
  queryOptions({
    queryKey: reviewResultsQueryKey(query),
    queryFn: () => getReviewResults(query),
    // Keep the current rows on screen while the next page or search loads, instead of flashing empty.
    placeholderData: keepPreviousData,
  });

export const useReviewResults = (query: PageQuery) => useQuery(reviewResultsQueryOptions(query));
