import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@ghadi/api-client';
import { agentUpdateSchema, apiPaths, type AgentUpdate } from '@ghadi/contracts';
import { agentsQueryKey } from '@/features/agents/api/get-agents';

export async function updateAgent({ id, input }: { id: string; input: AgentUpdate }): Promise<void> {
  await apiClient.put(apiPaths.user.url(id), agentUpdateSchema.parse(input));
}

export function useUpdateAgent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAgent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agentsQueryKey }),
  });
}
