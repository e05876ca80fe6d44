import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@ghadi/api-client';
import { apiPaths } from '@ghadi/contracts';
import { userMapsQueryKey } from '@/features/assign-ghadi/api/get-user-maps';

export async function deleteUserMap(id: string): Promise<void> {
  await apiClient.delete(apiPaths.userMap.url(id));
}

export function useDeleteUserMap() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUserMap,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userMapsQueryKey }),
  });
}
