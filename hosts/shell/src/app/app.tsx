import type { I18n } from '@ghadi/i18n';
import { BrowserRouter } from 'react-router';
import type { ReadStore } from '@/lib/reads';
import { AppProvider } from './provider';
import { AppRoutes } from './router';

/** The site in the browser; the shell owns the page's single router and remotes render relative routes inside it. */
export function App({ store, i18n, siteDay, renderedAt }: { store: ReadStore; i18n: I18n; siteDay?: string; renderedAt?: string }) {
  return (
    <AppProvider store={store} i18n={i18n} siteDay={siteDay} renderedAt={renderedAt}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProvider>
  );
}
