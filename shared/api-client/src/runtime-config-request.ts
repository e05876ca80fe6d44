import { publicApiPaths } from '@ghadi/contracts/public-api-paths';

/**
 * Requests /runtime-config.json. Served no-cache, and asked for no-cache, so a moved remote is picked up
 * on the next page load. Free of zod: the shell's entry chunk starts this request before its code arrives.
 */
export const requestRuntimeConfig = (): Promise<Response> => fetch(publicApiPaths.runtimeConfig, { cache: 'no-cache' });
