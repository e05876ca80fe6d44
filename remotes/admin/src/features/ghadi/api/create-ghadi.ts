import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@ghadi/api-client';
import { apiPaths, ghadiInputSchema, type GhadiInput } from '@ghadi/contracts';
import { useRefreshAfter } from '@/lib/reads/writes';

export async function createGhadi(input: GhadiInput): Promise<void> {
  await apiClient.post(apiPaths.ghadis, ghadiInputSchema.parse(input));
}

export function useCreateGhadi() {
  const refresh = useRefreshAfter('game');
  return useMutation({
    mutationFn: createGhadi,
    onSuccess: refresh,
  });
}
