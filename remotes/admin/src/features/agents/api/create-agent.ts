import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@ghadi/api-client';
import { agentCreateSchema, apiPaths, type AgentCreate } from '@ghadi/contracts';
import { useRefreshAfter } from '@/lib/reads/writes';

export async function createAgent(input: AgentCreate): Promise<void> {
  await apiClient.post(apiPaths.users, agentCreateSchema.parse(input));
}

export function useCreateAgent() {
  const refresh = useRefreshAfter('agent');
  return useMutation({
    mutationFn: createAgent,
    onSuccess: refresh,
  });
}
