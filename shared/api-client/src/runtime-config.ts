import { publicApiPaths, runtimeConfigSchema, type RuntimeConfig } from '@ghadi/contracts';
import { requestRuntimeConfig } from './runtime-config-request';

/**
 * Reads /runtime-config.json (API and remote locations, site name and time zone). It is a file of the
 * site, not an API call, so it comes from the page's own origin rather than through apiClient, whose
 * base URL it decides. `started` is that request when the page already made it (the shell does, before
 * its code arrives); when it resolves to nothing, the file is requested here.
 */
export async function fetchRuntimeConfig(started?: Promise<Response | undefined>): Promise<RuntimeConfig> {
  const response = (await started) ?? (await requestRuntimeConfig());
  if (!response.ok) throw new Error(`${publicApiPaths.runtimeConfig} answered ${response.status}`);
  return runtimeConfigSchema.parse(await response.json());
}
