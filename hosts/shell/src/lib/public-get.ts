import { publicRequest } from '@ghadi/api-client/public';
import { takeEarlyResponse } from './early-requests';
import { apiBaseUrl } from './runtime-config';

/**
 * The body of a public GET: the answer index.ts requested early for this page load when there is a
 * successful one, else a request of its own (which reports failures the usual way). Callers validate it.
 */
export async function publicGet(path: string): Promise<unknown> {
  const early = await takeEarlyResponse(path);
  if (early?.ok) return early.json();
  // An unread body would keep its request open.
  void early?.body?.cancel();
  return publicRequest(await apiBaseUrl(), path);
}
