import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@ghadi/api-client';
import { accountPaths, adminCreateRequestSchema, type AdminCreateRequest } from '@ghadi/contracts';
import { adminsQueryKey } from '@/features/admins/api/get-admins';

export async function createAdmin(input: AdminCreateRequest): Promise<void> {
  await apiClient.post(accountPaths.admins, adminCreateRequestSchema.parse(input));
}

export function useCreateAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAdmin,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminsQueryKey }),
  });
}
