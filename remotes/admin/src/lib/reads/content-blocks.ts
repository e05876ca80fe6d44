import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@ghadi/api-client';
import { apiPaths, contentBlockListResponseSchema, readTags, type ContentBlock } from '@ghadi/contracts';
import { showing } from '@ghadi/ui';

/**
 * The content blocks, as the Content Blocks screen lists them: one key, refreshed by every write that moves
 * it (writes.ts), and the live stream's word on a block saved by another admin.
 */
export const contentBlocksKey = ['content-blocks'] as const;

export async function getContentBlocks(signal?: AbortSignal): Promise<ContentBlock[]> {
  const response = await apiClient.get(apiPaths.contentBlocks, { signal });
  return contentBlockListResponseSchema.parse(response.data).data;
}

export const contentBlocksQuery = queryOptions({
  queryKey: contentBlocksKey,
  queryFn: ({ signal }) => getContentBlocks(signal),
  ...showing(readTags.content()),
});

export const useContentBlocks = () => useQuery(contentBlocksQuery);
