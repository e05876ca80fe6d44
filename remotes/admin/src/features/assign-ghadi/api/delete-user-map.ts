import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@ghadi/api-client';
import { userMapsQueryKey } from '@/features/assign-ghadi/api/get-user-maps';

export async function deleteUserMap(id: string): Promise<void> {
  await apiClient.delete(`/api/usermaps/${encodeURIComponent(id)}`);
}

export function useDeleteUserMap() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUserMap,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userMapsQueryKey }),
  });
}
