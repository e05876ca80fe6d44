import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@ghadi/api-client';
import {
  updateResultRequestSchema,
  updateResultResponseSchema,
  type UpdateResultRequest,
  type UpdateResultResponse,
} from '@ghadi/contracts';
import { resultHistoryKeys } from './get-result-history';

/** POST /api/agent/my-ghadi/update-result: publish, or replace, the result of a game for a date. */
export async function updateResult(input: UpdateResultRequest): Promise<UpdateResultResponse> {
  const body = updateResultRequestSchema.parse(input);
  const response = await apiClient.post('/api/agent/my-ghadi/update-result', body);
  return updateResultResponseSchema.parse(response.data);
}

export function useUpdateResult() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateResult,
    // Not awaited: the agent can go on to the next game while the history reloads.
    onSuccess: (_answer, input) => {
      void queryClient.invalidateQueries({ queryKey: resultHistoryKeys.ghadi(input.ghadiId) });
    },
  });
}
