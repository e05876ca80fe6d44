import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@ghadi/api-client';
import { apiPaths, ghadiInputSchema, type GhadiInput } from '@ghadi/contracts';
import { useRefreshAfter } from '@/lib/reads/writes';

export async function updateGhadi({ id, input }: { id: string; input: GhadiInput }): Promise<void> {
  await apiClient.put(apiPaths.ghadi.url(id), ghadiInputSchema.parse(input));
}

export function useUpdateGhadi() {
  const refresh = useRefreshAfter('game');
  return useMutation({
    mutationFn: updateGhadi,
    onSuccess: refresh,
  });
}
