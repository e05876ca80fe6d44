import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@ghadi/api-client';
import { apiPaths, contentBlockListResponseSchema, type ContentBlock } from '@ghadi/contracts';

export const contentBlocksQueryKey = ['content-blocks'] as const;

export async function getContentBlocks(): Promise<ContentBlock[]> {
  const response = await apiClient.get(apiPaths.contentBlocks);
  return contentBlockListResponseSchema.parse(response.data).data;
}

export const contentBlocksQueryOptions = () => queryOptions({ queryKey: contentBlocksQueryKey, queryFn: getContentBlocks });

export const useContentBlocks = () => useQuery(contentBlocksQueryOptions());
