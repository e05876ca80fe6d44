import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@ghadi/api-client';
import { apiPaths, ghadiInputSchema, type GhadiInput } from '@ghadi/contracts';
import { ghadisQueryKey } from '@/features/ghadi/api/get-ghadis';

export async function createGhadi(input: GhadiInput): Promise<void> {
  await apiClient.post(apiPaths.ghadis, ghadiInputSchema.parse(input));
}

export function useCreateGhadi() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGhadi,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ghadisQueryKey }),
  });
}
