import { useQuery } from '@tanstack/react-query';
import { fetchRuntimeConfig } from '@ghadi/api-client';
import { DEFAULT_SITE_TIME_ZONE, type RuntimeConfig } from '@ghadi/contracts';

/** The runtime config as React state: undefined until it arrives (read once per query cache). */
export function useSiteConfig(): RuntimeConfig | undefined {
  return useQuery({ queryKey: ['runtime-config'], queryFn: fetchRuntimeConfig, staleTime: Infinity, retry: false }).data;
}

/** The site's time zone: the runtime config's, or the default until (or unless) it arrives. */
export function useSiteTimeZone(): string {
  return useSiteConfig()?.timeZone ?? DEFAULT_SITE_TIME_ZONE;
}
