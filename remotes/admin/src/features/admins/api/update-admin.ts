import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@ghadi/api-client';
import { accountPaths, adminUpdateRequestSchema, itemResponse, userSchema, type AdminUpdateRequest } from '@ghadi/contracts';
import { useRefreshAfter } from '@/lib/reads/writes';

/** A new password, or (de)activation; the server ends that admin's sessions. Answers its message. */
export async function updateAdmin({ id, input }: { id: string; input: AdminUpdateRequest }): Promise<string> {
  const response = await apiClient.put(accountPaths.admin.url(id), adminUpdateRequestSchema.parse(input));
  return itemResponse(userSchema).parse(response.data).message ?? '';
}

export function useUpdateAdmin() {
  const refresh = useRefreshAfter('admin');
  return useMutation({
    mutationFn: updateAdmin,
    onSuccess: refresh,
  });
}
