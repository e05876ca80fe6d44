import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { NowProvider } from '@/lib/now';
import { SiteConfigProvider } from '@/lib/runtime-config';
import { SiteDayProvider } from '@/lib/site-day';

export interface AppProviderProps {
  client: QueryClient;
  /** The site day a server-rendered page was rendered on. */
  siteDay?: string;
  /** The instant it was rendered at (ISO 8601). */
  renderedAt?: string;
  children: ReactNode;
}

/** The query cache, the runtime config, the site's "today" and the clock of every page, in the browser and on the server. */
export function AppProvider({ client, siteDay, renderedAt, children }: AppProviderProps) {
  return (
    <QueryClientProvider client={client}>
      <SiteConfigProvider>
        <SiteDayProvider initialDay={siteDay}>
          <NowProvider renderedAt={renderedAt}>{children}</NowProvider>
        </SiteDayProvider>
      </SiteConfigProvider>
    </QueryClientProvider>
  );
}
