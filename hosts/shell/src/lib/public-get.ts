import { apiClient } from '@ghadi/api-client';
import { takeEarlyResponse } from './early-requests';

/**
 * The body of a public GET: the answer index.ts requested early for this page load when there is a
 * successful one, else the API client's (which also reports failures the usual way). Callers validate it.
 */
export async function publicGet(path: string): Promise<unknown> {
  const early = await takeEarlyResponse(path);
  if (early?.ok) return early.json();
  // An unread body would keep its request open.
  void early?.body?.cancel();
  return (await apiClient.get(path)).data;
}
