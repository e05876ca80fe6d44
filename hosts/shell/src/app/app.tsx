import type { I18n } from '@ghadi/i18n';
import type { QueryClient } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { AppProvider } from './provider';
import { AppRoutes } from './router';

/** The site in the browser; the shell owns the page's single router and remotes render relative routes inside it. */
export function App({ client, i18n, siteDay, renderedAt }: { client: QueryClient; i18n: I18n; siteDay?: string; renderedAt?: string }) {
  return (
    <AppProvider client={client} i18n={i18n} siteDay={siteDay} renderedAt={renderedAt}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProvider>
  );
}
