import { apiPaths, updateResultResponseSchema, type UpdateResultRequest, type UpdateResultResponse } from '@ghadi/contracts';
import { apiClient } from './client';

/**
 * Publishes, or replaces, the result of a game for a draw date: an agent for their own games, an admin
 * (the Update Result panel) for any. `request` is what updateResultRequestSchema gave the form: the forms
 * validate before calling, and the schema (zod classic) stays out of the shell's copy of this client.
 */
export async function updateResult(request: UpdateResultRequest): Promise<UpdateResultResponse> {
  const response = await apiClient.post(apiPaths.updateResult, request);
  return updateResultResponseSchema.parse(response.data);
}
