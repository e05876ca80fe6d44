import { useQuery } from '@tanstack/react-query';
import { fetchRuntimeConfig } from '@ghadi/api-client';
import { apiPaths, DEFAULT_SITE_TIME_ZONE } from '@ghadi/contracts';

/** The site's time zone: the runtime config's, or the default until (or unless) it arrives. */
export function useSiteTimeZone(): string {
  const config = useQuery({ queryKey: [apiPaths.runtimeConfig], queryFn: () => fetchRuntimeConfig(), staleTime: Infinity, retry: false });
  return config.data?.timeZone ?? DEFAULT_SITE_TIME_ZONE;
}
