import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@ghadi/api-client';
import { updateResultRequestSchema, updateResultResponseSchema, type UpdateResultRequest } from '@ghadi/contracts';

/** The agents' update-result call, which the server allows an admin for any game (spec section 7). */
export async function updateResult(input: UpdateResultRequest) {
  const response = await apiClient.post('/api/agent/my-ghadi/update-result', updateResultRequestSchema.parse(input));
  return updateResultResponseSchema.parse(response.data);
}

export const useUpdateResult = () => useMutation({ mutationFn: updateResult });
