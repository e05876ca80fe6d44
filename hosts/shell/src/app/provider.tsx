import type { ReactNode } from 'react';
import type { I18n } from '@ghadi/i18n';
import { NowProvider } from '@/lib/now';
import { ReadStoreProvider, type ReadStore } from '@/lib/reads';
import { SiteConfigProvider } from '@/lib/runtime-config';
import { SiteDayProvider } from '@/lib/site-day';
import { TextsProvider } from '@/lib/texts';

export interface AppProviderProps {
  /** The page's reads (lib/reads.ts). */
  store: ReadStore;
  /** The page's language and its texts. */
  i18n: I18n;
  /** The site day a server-rendered page was rendered on. */
  siteDay?: string;
  /** The instant it was rendered at (ISO 8601). */
  renderedAt?: string;
  children: ReactNode;
}

/** The page's reads, the texts, the runtime config, the site's "today" and the clock of every page, in the browser and on the server. */
export function AppProvider({ store, i18n, siteDay, renderedAt, children }: AppProviderProps) {
  return (
    <ReadStoreProvider store={store}>
      <TextsProvider i18n={i18n}>
        <SiteConfigProvider>
          <SiteDayProvider initialDay={siteDay}>
            <NowProvider renderedAt={renderedAt}>{children}</NowProvider>
          </SiteDayProvider>
        </SiteConfigProvider>
      </TextsProvider>
    </ReadStoreProvider>
  );
}
