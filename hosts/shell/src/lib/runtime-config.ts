import { fetchRuntimeConfig } from '@ghadi/api-client';
import type { RuntimeConfig } from '@ghadi/contracts';

let loaded: Promise<RuntimeConfig> | undefined;

/** The page's runtime config, fetched once per page load for the API base URL and the remotes. */
export function runtimeConfig(): Promise<RuntimeConfig> {
  loaded ??= fetchRuntimeConfig();
  return loaded;
}
