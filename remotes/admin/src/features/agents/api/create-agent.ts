import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@ghadi/api-client';
import { agentCreateSchema, apiPaths, type AgentCreate } from '@ghadi/contracts';
import { agentsQueryKey } from '@/features/agents/api/get-agents';

export async function createAgent(input: AgentCreate): Promise<void> {
  await apiClient.post(apiPaths.users, agentCreateSchema.parse(input));
}

export function useCreateAgent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAgent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agentsQueryKey }),
  });
}
