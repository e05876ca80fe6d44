import type { DefaultBodyType, HttpResponseResolver, PathParams } from 'msw';
import {} from '@ghadi/contracts';
import type { AdminDb } from './admin-db';
import { fail, hasBearer } from './answers';

interface RouteInput {
  params: Record<string, string>;
  body: unknown;
  url: URL;
}

/**
 * An admin API route of the fake server: refuses calls without a bearer token (so tests notice a
 * request that bypassed the shared client), records the call, and hands the parsed JSON body (or the
 * text of a text/csv one) over.
 */
export function adminRoute(
  db: AdminDb,
  handle: (input: RouteInput) => Response | Promise<Response>,
): HttpResponseResolver<PathParams, DefaultBodyType> {
  return async ({ request, params }) => {
    if (!hasBearer(request)) return fail(401, 'signInRequired');
    const url = new URL(request.url);
    const text = request.method === 'GET' || request.method === 'DELETE' ? '' : await request.text();
    // A CSV file (the imports) is handed over as its text; everything else the apps send is JSON.
    const csv = request.headers.get('Content-Type')?.startsWith('text/csv') ?? false;
    const body: unknown = !text ? undefined : csv ? text : JSON.parse(text);
    db.requests.push({ method: request.method, path: url.pathname, query: Object.fromEntries(url.searchParams), body });
    return handle({ params: params as Record<string, string>, body, url });
  };
}
