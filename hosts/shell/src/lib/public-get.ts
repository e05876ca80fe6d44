import { publicRequest } from '@ghadi/api-client/public';
import { apiBaseUrl } from './runtime-config';

/** The body of a public GET at the runtime config's API base URL; callers validate it. */
export async function publicGet(path: string): Promise<unknown> {
  return publicRequest(await apiBaseUrl(), path);
}
