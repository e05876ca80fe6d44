import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@ghadi/api-client';
import { apiPaths, contentBlockInputSchema, type ContentBlockInput } from '@ghadi/contracts';
import { contentBlocksQueryKey } from '@/features/content-blocks/api/get-content-blocks';

export async function createContentBlock(input: ContentBlockInput): Promise<void> {
  await apiClient.post(apiPaths.contentBlocks, contentBlockInputSchema.parse(input));
}

export function useCreateContentBlock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createContentBlock,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentBlocksQueryKey }),
  });
}
