/**
 * The runtime config, requested by index.ts while the rest of the app's scripts are still downloading,
 * on pages the server did not render (the back offices), so a slow phone does not wait for the code to
 * ask for it. A server-rendered page carries the config in its data (page-data.ts) and asks nothing.
 *
 * This module runs in the entry chunk, before the async boundary: it must not import React, zod
 * or any other library, which would all land in the entry chunk with it. The answer is handed out once
 * and validated by whoever takes it; a failed early request is simply not there, and the taker asks
 * again the usual way.
 */
import { requestRuntimeConfig } from '@ghadi/api-client/public';
import { publicApiPaths } from '@ghadi/contracts/public-api-paths';
import { PAGE_DATA_ELEMENT_ID } from './page-data-element';

type EarlyResponse = Promise<Response | undefined>;

const started = new Map<string, EarlyResponse>();

export function startEarlyRequests(): void {
  if (document.getElementById(PAGE_DATA_ELEMENT_ID)) return;
  started.set(publicApiPaths.runtimeConfig, requestRuntimeConfig().catch(() => undefined));
}

/** The early answer for `path`, if one was started and not yet taken; resolves undefined if it failed. */
export function takeEarlyResponse(path: string): EarlyResponse | undefined {
  const response = started.get(path);
  started.delete(path);
  return response;
}
