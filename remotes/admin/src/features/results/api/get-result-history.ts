import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@ghadi/api-client';
import { apiPaths, resultHistoryResponseSchema, type ResultHistoryEntry } from '@ghadi/contracts';

export const resultHistoryQueryKey = (resultId: string) => ['result-history', resultId] as const;

/** Every submission of one result, oldest first. */
export async function getResultHistory(resultId: string, signal?: AbortSignal): Promise<ResultHistoryEntry[]> {
  const response = await apiClient.get(apiPaths.adminResultHistory.url(resultId), { signal });
  return resultHistoryResponseSchema.parse(response.data).data;
}

export const resultHistoryQueryOptions = (resultId: string) =>
  queryOptions({
    queryKey: resultHistoryQueryKey(resultId),
    queryFn: ({ signal }) => getResultHistory(resultId, signal),
  });

export const useResultHistory = (resultId: string) => useQuery(resultHistoryQueryOptions(resultId));
