import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@ghadi/api-client';
import {
  agentHistoryQuerySchema,
  agentHistoryResponseSchema,
  apiPaths,
  type AgentHistoryQuery,
  type AgentHistoryResponse,
  type GhadiRef,
} from '@ghadi/contracts';

/** One page of an assigned game's results, newest first. */
export async function getResultHistory(query: AgentHistoryQuery, signal?: AbortSignal): Promise<AgentHistoryResponse> {
  const params = agentHistoryQuerySchema.parse(query);
  const response = await apiClient.get(apiPaths.myGhadiResults, { params, signal });
  return agentHistoryResponseSchema.parse(response.data);
}

export const resultHistoryKeys = {
  /** Everything cached about one game's results: publishing a result refreshes all of it. */
  ghadi: (ghadiId: GhadiRef) => ['agent', 'results', ghadiId] as const,
  page: (query: AgentHistoryQuery) => [...resultHistoryKeys.ghadi(query.ghadiId), 'page', query] as const,
};

export const resultAgentHistoryQueryOptions = (query: AgentHistoryQuery) =>
  queryOptions({
    queryKey: resultHistoryKeys.page(query),
    queryFn: ({ signal }) => getResultHistory(query, signal),
    // Keep the rows on screen while the next page or search loads, but never another game's rows.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === query.ghadiId ? previous : undefined,
  });

export function useResultHistory(query: AgentHistoryQuery) {
  return useQuery(resultAgentHistoryQueryOptions(query));
}

/**
 * The value published for a game on a date (null: none), read from its history searched by that date; undefined
 * until read. Under the game's history key, so publishing reads it again. Only when `enabled`.
 */
export function usePublishedResult(ghadiId: GhadiRef, dateTime: string, enabled: boolean): string | null | undefined {
  const { data } = useQuery({
    ...resultAgentHistoryQueryOptions({ ghadiId, page: 1, pageSize: 10, search: dateTime }),
    enabled,
    select: (answer) => answer.data.find((row) => row.DateTime === dateTime)?.Result ?? null,
    placeholderData: undefined,
  });
  return data;
}
