import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadPage } from './app/router';
import { readPageData, seedQueries } from './lib/page-data';
import { queryClient } from './lib/query-client';
import { seedRuntimeConfig } from './lib/runtime-config';

const container = document.getElementById('root') as HTMLElement;
const pageData = readPageData();

if (pageData) {
  // A server-rendered page: the same data, "today", instant and page code as the server's render, then hydrate.
  seedRuntimeConfig(queryClient, pageData.config);
  seedQueries(queryClient, pageData);
  // In a transition, hydration yields to the browser every few milliseconds instead of holding the main
  // thread for the whole page: the page is already readable, and a tap stays responsive meanwhile.
  void preloadPage(window.location.pathname).then(() =>
    startTransition(() => {
      hydrateRoot(container, <App client={queryClient} siteDay={pageData.siteDay} renderedAt={pageData.renderedAt} />);
    }),
  );
} else {
  createRoot(container).render(<App client={queryClient} />);
}
