import { http } from 'msw';
import type { ErrorCode, MessageParams } from '@ghadi/contracts';
import { fail } from './answers';

type Method = 'get' | 'post' | 'put' | 'delete';
/** An error whose message names nothing. */
type FixedCode = { [C in ErrorCode]: MessageParams<C> extends [] ? C : never }[ErrorCode];

/**
 * A route that answers with an error, for failure paths: `server.use(failingRoute('get', apiPaths.users))`,
 * or a parameterised path's `route`, answering the error `code` (one worded from nothing). Without a code the
 * body is empty, so the screen must fall back to its own text.
 */
export function failingRoute(method: Method, path: string, { status = 500, code }: { status?: number; code?: FixedCode } = {}) {
  return http[method](`*${path}`, () => (code === undefined ? new Response(null, { status }) : fail(status, code)));
}
