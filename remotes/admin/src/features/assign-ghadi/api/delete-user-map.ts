import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@ghadi/api-client';
import { apiPaths } from '@ghadi/contracts';
import { useRefreshAfter } from '@/lib/reads/writes';

export async function deleteUserMap(id: string): Promise<void> {
  await apiClient.delete(apiPaths.userMap.url(id));
}

export function useDeleteUserMap() {
  const refresh = useRefreshAfter('assignment');
  return useMutation({
    mutationFn: deleteUserMap,
    onSuccess: refresh,
  });
}
