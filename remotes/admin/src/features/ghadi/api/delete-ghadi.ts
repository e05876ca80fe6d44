import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@ghadi/api-client';
import { apiPaths } from '@ghadi/contracts';
import { useRefreshAfter } from '@/lib/reads/writes';

export async function deleteGhadi(id: string): Promise<void> {
  await apiClient.delete(apiPaths.ghadi.url(id));
}

export function useDeleteGhadi() {
  const refresh = useRefreshAfter('game');
  return useMutation({
    mutationFn: deleteGhadi,
    onSuccess: refresh,
  });
}
