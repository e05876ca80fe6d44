import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@ghadi/api-client';
import { accountPaths, adminCreateRequestSchema, type AdminCreateRequest } from '@ghadi/contracts';
import { useRefreshAfter } from '@/lib/reads/writes';

export async function createAdmin(input: AdminCreateRequest): Promise<void> {
  await apiClient.post(accountPaths.admins, adminCreateRequestSchema.parse(input));
}

export function useCreateAdmin() {
  const refresh = useRefreshAfter('admin');
  return useMutation({
    mutationFn: createAdmin,
    onSuccess: refresh,
  });
}
