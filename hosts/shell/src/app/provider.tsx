import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { SiteDayProvider } from '@/lib/site-day';

/** The query cache and the site's "today" of every page, in the browser and on the server. */
export function AppProvider({ client, siteDay, children }: { client: QueryClient; siteDay?: string; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <SiteDayProvider initialDay={siteDay}>{children}</SiteDayProvider>
    </QueryClientProvider>
  );
}
