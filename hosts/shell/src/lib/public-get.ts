import { publicRequest } from '@ghadi/api-client/public';
import { apiBaseUrl } from './runtime-config';

/** The body of a public GET at the runtime config's API base URL; callers validate it. */
export async function publicGet(path: string): Promise<unknown> {
  return publicRequest(await apiBaseUrl(), path);
}

/**
 * The answer of a public read (`{ success: true, ... }`), typed as the contracts say the server sends it.
 * Not parsed with the contracts' schemas: the server built it from what it validated when it was written,
 * and the first download of a page of numbers has no room for a validation library (issue 37). An answer
 * of another kind (a proxy's error page, say) fails here, as the page's error state.
 */
export async function publicAnswer<T extends { success: true }>(path: string): Promise<T> {
  const body = await publicGet(path);
  if (typeof body !== 'object' || body === null || (body as { success?: unknown }).success !== true) {
    throw new Error(`${path} did not answer a public read`);
  }
  return body as T;
}

/** The `data` of a public read's answer (`{ success: true, data }`). */
export const publicData = async <T>(path: string): Promise<T> => (await publicAnswer<{ success: true; data: T }>(path)).data;
