import { apiPaths, channelSummarySchema, type ChannelSummary } from '@ghadi/contracts';
import { apiClient } from './client';

/** The admin's view of the Telegram channel: whether posting works, and the latest posts. */
export async function getChannelSummary(signal?: AbortSignal): Promise<ChannelSummary> {
  const response = await apiClient.get(apiPaths.adminChannel, { signal });
  return channelSummarySchema.parse(response.data);
}
