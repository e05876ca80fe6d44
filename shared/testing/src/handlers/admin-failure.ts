import { http } from 'msw';
import type { ServerMessage } from '@ghadi/contracts';
import { fail } from './answers';

type Method = 'get' | 'post' | 'put' | 'delete';

/**
 * A route that answers with an error, for failure paths: `server.use(failingRoute('get', apiPaths.users))`,
 * or a parameterised path's `route`. Without a message the body carries none, so the screen must fall back
 * to its own text.
 */
export function failingRoute(method: Method, path: string, { status = 500, message }: { status?: number; message?: ServerMessage } = {}) {
  return http[method](`*${path}`, () => (message === undefined ? new Response(null, { status }) : fail(status, message)));
}
