import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@ghadi/api-client';
import { apiPaths, userMapCreateSchema, type UserMapCreate } from '@ghadi/contracts';
import { userMapsQueryKey } from '@/features/assign-ghadi/api/get-user-maps';

/** Assigns one game (GID a number) or several (GID an array) to an agent. */
export async function createUserMap(input: UserMapCreate): Promise<void> {
  await apiClient.post(apiPaths.userMaps, userMapCreateSchema.parse(input));
}

export function useCreateUserMap() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUserMap,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userMapsQueryKey }),
  });
}
