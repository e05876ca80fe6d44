import { useQuery, type QueryClient } from '@tanstack/react-query';
import { fetchRuntimeConfig } from '@ghadi/api-client/public';
import { apiPaths, type RuntimeConfig } from '@ghadi/contracts';
import { takeEarlyResponse } from './early-requests';

let loaded: Promise<RuntimeConfig> | undefined;

/**
 * The page's runtime config (API base URL, remotes, site name, time zone), read once per page load,
 * from the request index.ts started before the app's code arrived.
 */
export function runtimeConfig(): Promise<RuntimeConfig> {
  loaded ??= fetchRuntimeConfig(takeEarlyResponse(apiPaths.runtimeConfig));
  return loaded;
}

/** Where the API is; requests made before the runtime config arrives wait for it. */
export const apiBaseUrl = async (): Promise<string> => (await runtimeConfig()).apiBaseUrl;

const RUNTIME_CONFIG_KEY = [apiPaths.runtimeConfig];

/** The runtime config a server-rendered page came with: nothing to request. */
export function seedRuntimeConfig(client: QueryClient, config: RuntimeConfig): void {
  loaded = Promise.resolve(config);
  client.setQueryData(RUNTIME_CONFIG_KEY, config);
}

/** The runtime config as React state: undefined until it arrives. */
export function useSiteConfig(): RuntimeConfig | undefined {
  return useQuery({ queryKey: RUNTIME_CONFIG_KEY, queryFn: runtimeConfig, staleTime: Infinity, retry: false }).data;
}
