import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@ghadi/api-client';
import { apiPaths, userMapCreateSchema, type UserMapCreate } from '@ghadi/contracts';
import { useRefreshAfter } from '@/lib/reads/writes';

/** Assigns one game (GID a number) or several (GID an array) to an agent. */
export async function createUserMap(input: UserMapCreate): Promise<void> {
  await apiClient.post(apiPaths.userMaps, userMapCreateSchema.parse(input));
}

export function useCreateUserMap() {
  const refresh = useRefreshAfter('assignment');
  return useMutation({
    mutationFn: createUserMap,
    onSuccess: refresh,
  });
}
