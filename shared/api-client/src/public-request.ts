import { httpRequest, type HttpRequest } from './http';

export type PublicRequest = Pick<HttpRequest, 'method' | 'headers' | 'json' | 'withCredentials'>;

/**
 * A call of the public site, which needs no session: no token, no sign-out on 401, no state. Resolves to
 * the parsed JSON body (undefined when empty); fails with an HttpError, which describeFailure reads.
 */
export async function publicRequest(baseUrl: string, path: string, request: PublicRequest = {}): Promise<unknown> {
  return (await httpRequest(baseUrl, path, request)).data;
}
