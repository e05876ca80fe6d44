import { createContext, createElement, useContext, type ReactNode } from 'react';
import { publicApiPaths, type RuntimeConfig } from '@ghadi/contracts';
import { takeEarlyResponse } from './early-requests';
import { defineRead, useRead, type ReadStore } from './reads';

let loaded: Promise<RuntimeConfig> | undefined;

/**
 * The page's runtime config (API base URL, remotes, site name, time zone), read once per page load,
 * from the request index.ts started before the app's code arrived. Only pages the server did not render
 * read it so (a server-rendered page carries it): its reading and checking come in a chunk of their own,
 * out of the public pages' first download.
 */
export function runtimeConfig(): Promise<RuntimeConfig> {
  loaded ??= import('@ghadi/api-client/runtime-config').then(({ fetchRuntimeConfig }) => fetchRuntimeConfig(takeEarlyResponse(publicApiPaths.runtimeConfig)));
  return loaded;
}

/** Where the API is; requests made before the runtime config arrives wait for it. */
export const apiBaseUrl = async (): Promise<string> => (await runtimeConfig()).apiBaseUrl;

const runtimeConfigRead = defineRead({ queryKey: [publicApiPaths.runtimeConfig], queryFn: runtimeConfig, staleTime: Infinity, retry: false });

/** The runtime config a server-rendered page came with: nothing to request. */
export function seedRuntimeConfig(store: ReadStore, config: RuntimeConfig): void {
  loaded = Promise.resolve(config);
  store.set(runtimeConfigRead.queryKey, config);
}

const SiteConfigContext = createContext<RuntimeConfig | undefined>(undefined);

/**
 * Reads the runtime config once for the page below: one subscriber instead of one in each of the many
 * parts that show the site's name or times, which made hydrating a page slower on a phone.
 */
export function SiteConfigProvider({ children }: { children: ReactNode }) {
  const config = useRead(runtimeConfigRead).data;
  return createElement(SiteConfigContext.Provider, { value: config }, children);
}

/** The runtime config: undefined until it arrives. */
export const useSiteConfig = (): RuntimeConfig | undefined => useContext(SiteConfigContext);
