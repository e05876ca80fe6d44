import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@ghadi/api-client';
import { agentUpdateSchema, apiPaths, type AgentUpdate } from '@ghadi/contracts';
import { useRefreshAfter } from '@/lib/reads/writes';

export async function updateAgent({ id, input }: { id: string; input: AgentUpdate }): Promise<void> {
  await apiClient.put(apiPaths.user.url(id), agentUpdateSchema.parse(input));
}

export function useUpdateAgent() {
  const refresh = useRefreshAfter('agent');
  return useMutation({
    mutationFn: updateAgent,
    onSuccess: refresh,
  });
}
