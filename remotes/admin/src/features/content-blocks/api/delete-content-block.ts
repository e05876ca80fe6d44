import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@ghadi/api-client';
import { apiPaths } from '@ghadi/contracts';
import { useRefreshAfter } from '@/lib/reads/writes';

export async function deleteContentBlock(id: string): Promise<void> {
  await apiClient.delete(apiPaths.contentBlock.url(id));
}

export function useDeleteContentBlock() {
  const refresh = useRefreshAfter('contentBlock');
  return useMutation({
    mutationFn: deleteContentBlock,
    onSuccess: refresh,
  });
}
