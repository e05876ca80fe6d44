/**
 * The requests a first visit needs, started by index.ts while the rest of the app's scripts are still
 * downloading, so a slow phone gets its numbers in parallel with the code instead of after it.
 *
 * This module runs in the entry chunk, before the async boundary: it must not import React, axios, zod
 * or any other library, which would all land in the entry chunk with it. It takes only the paths table and
 * the runtime-config request, which need nothing else (@ghadi/api-client is marked free of side effects, so
 * the rest of its public entry stays behind). Each answer is handed out once and validated by
 * whoever takes it; a failed early request is simply not there, and the taker asks again the usual way.
 */
import { requestRuntimeConfig } from '@ghadi/api-client/public';
import { apiPaths } from '@ghadi/contracts/api-paths';

/**
 * What the home page shows on its first render, as its queries ask for it (the blog block comes with the
 * site content). Not the visitor stats: asked before this page load tracks itself, they would leave the
 * visitor out of the count.
 */
export const HOME_DATA_PATHS = [apiPaths.ghadis, apiPaths.results, apiPaths.siteContent];

type EarlyResponse = Promise<Response | undefined>;

const started = new Map<string, EarlyResponse>();
const settled = (request: Promise<Response>): EarlyResponse => request.catch(() => undefined);

/** Starts the runtime config and, on the home page, the home page's data (at the config's API base URL). */
export function startEarlyRequests(pathname: string): void {
  const config = requestRuntimeConfig();
  started.set(apiPaths.runtimeConfig, settled(config));
  if (pathname !== '/') return;
  // Read from a clone, before anyone else can consume the body.
  const apiBaseUrl = config
    .then((response) => response.clone().json() as Promise<{ apiBaseUrl?: unknown }>)
    .then(({ apiBaseUrl: base }) => (typeof base === 'string' ? base : ''));
  for (const path of HOME_DATA_PATHS) started.set(path, settled(apiBaseUrl.then((base) => fetch(`${base}${path}`))));
}

/** The early answer for `path`, if one was started and not yet taken; resolves undefined if it failed. */
export function takeEarlyResponse(path: string): EarlyResponse | undefined {
  const response = started.get(path);
  started.delete(path);
  return response;
}
