import type { ReactNode } from 'react';
import type { I18n } from '@ghadi/i18n';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { NowProvider } from '@/lib/now';
import { SiteConfigProvider } from '@/lib/runtime-config';
import { SiteDayProvider } from '@/lib/site-day';
import { TextsProvider } from '@/lib/texts';

export interface AppProviderProps {
  client: QueryClient;
  /** The page's language and its texts. */
  i18n: I18n;
  /** The site day a server-rendered page was rendered on. */
  siteDay?: string;
  /** The instant it was rendered at (ISO 8601). */
  renderedAt?: string;
  children: ReactNode;
}

/** The query cache, the texts, the runtime config, the site's "today" and the clock of every page, in the browser and on the server. */
export function AppProvider({ client, i18n, siteDay, renderedAt, children }: AppProviderProps) {
  return (
    <QueryClientProvider client={client}>
      <TextsProvider i18n={i18n}>
        <SiteConfigProvider>
          <SiteDayProvider initialDay={siteDay}>
            <NowProvider renderedAt={renderedAt}>{children}</NowProvider>
          </SiteDayProvider>
        </SiteConfigProvider>
      </TextsProvider>
    </QueryClientProvider>
  );
}
