import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@ghadi/api-client';
import { apiPaths } from '@ghadi/contracts';
import { agentsQueryKey } from '@/features/agents/api/get-agents';

export async function deleteAgent(id: string): Promise<void> {
  await apiClient.delete(apiPaths.user.url(id));
}

export function useDeleteAgent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAgent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agentsQueryKey }),
  });
}
