import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@ghadi/api-client';
import { apiPaths } from '@ghadi/contracts';
import { contentBlocksQueryKey } from '@/features/content-blocks/api/get-content-blocks';

export async function deleteContentBlock(id: string): Promise<void> {
  await apiClient.delete(apiPaths.contentBlock.url(id));
}

export function useDeleteContentBlock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteContentBlock,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentBlocksQueryKey }),
  });
}
