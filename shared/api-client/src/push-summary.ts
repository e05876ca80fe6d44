import { apiPaths, pushSummarySchema, type PushSummary } from '@ghadi/contracts';
import { apiClient } from './client';

/** The admin's view of push: followers per game and the latest sends, with the admin's token. */
export async function getPushSummary(signal?: AbortSignal): Promise<PushSummary> {
  const response = await apiClient.get(apiPaths.adminPush, { signal });
  return pushSummarySchema.parse(response.data);
}
