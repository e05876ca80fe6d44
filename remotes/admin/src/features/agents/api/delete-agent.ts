import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@ghadi/api-client';
import { apiPaths } from '@ghadi/contracts';
import { useRefreshAfter } from '@/lib/reads/writes';

export async function deleteAgent(id: string): Promise<void> {
  await apiClient.delete(apiPaths.user.url(id));
}

export function useDeleteAgent() {
  const refresh = useRefreshAfter('agent');
  return useMutation({
    mutationFn: deleteAgent,
    onSuccess: refresh,
  });
}
