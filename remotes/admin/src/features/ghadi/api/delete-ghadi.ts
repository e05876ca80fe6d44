import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@ghadi/api-client';
import { apiPaths } from '@ghadi/contracts';
import { ghadisQueryKey } from '@/features/ghadi/api/get-ghadis';

export async function deleteGhadi(id: string): Promise<void> {
  await apiClient.delete(apiPaths.ghadi.url(id));
}

export function useDeleteGhadi() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGhadi,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ghadisQueryKey }),
  });
}
