import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@ghadi/api-client';
import { apiPaths, contentBlockInputSchema, type ContentBlockInput } from '@ghadi/contracts';
import { contentBlocksQueryKey } from '@/features/content-blocks/api/get-content-blocks';

export async function updateContentBlock({ id, input }: { id: string; input: ContentBlockInput }): Promise<void> {
  await apiClient.put(apiPaths.contentBlock.url(id), contentBlockInputSchema.parse(input));
}

export function useUpdateContentBlock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateContentBlock,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentBlocksQueryKey }),
  });
}
