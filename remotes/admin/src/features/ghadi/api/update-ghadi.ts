import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@ghadi/api-client';
import { apiPaths, ghadiInputSchema, type GhadiInput } from '@ghadi/contracts';
import { ghadisQueryKey } from '@/features/ghadi/api/get-ghadis';

export async function updateGhadi({ id, input }: { id: string; input: GhadiInput }): Promise<void> {
  await apiClient.put(apiPaths.ghadi.url(id), ghadiInputSchema.parse(input));
}

export function useUpdateGhadi() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateGhadi,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ghadisQueryKey }),
  });
}
