import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { pageCatalog, pageLanguage } from './lib/catalog';
import { readPageData, seedQueries } from './lib/page-data';
import { ReadStore } from './lib/reads';
import { seedRuntimeConfig } from './lib/runtime-config';

const container = document.getElementById('root') as HTMLElement;
const pageData = readPageData();
const store = new ReadStore();

// The site's own code (pages, the contracts' schemas, the router) is evaluated in a task of its own after
// React's: on a phone, evaluating both in one go held the main thread for over 100 ms while the
// server-rendered page was already on screen. Eager: in this chunk, no extra download.
const loadApp = () =>
  new Promise((resolve) => setTimeout(resolve, 0)).then(() =>
    Promise.all([
      import(/* webpackMode: "eager" */ './app/app'),
      import(/* webpackMode: "eager" */ './app/router'),
      import(/* webpackMode: "eager" */ './lib/texts').then(async ({ createI18n }) => createI18n(pageLanguage(), await pageCatalog())),
    ]),
  );

if (pageData) {
  // A server-rendered page: the same data, "today", instant and page code as the server's render, then hydrate.
  seedRuntimeConfig(store, pageData.config);
  seedQueries(store, pageData);
  void loadApp().then(async ([{ App }, { preloadPage }, i18n]) => {
    await preloadPage(window.location.pathname);
    // In a transition, hydration yields to the browser every few milliseconds instead of holding the main
    // thread for the whole page: the page is already readable, and a tap stays responsive meanwhile.
    startTransition(() => {
      hydrateRoot(container, <App store={store} i18n={i18n} siteDay={pageData.siteDay} renderedAt={pageData.renderedAt} />);
    });
  });
} else {
  void loadApp().then(([{ App }, , i18n]) => createRoot(container).render(<App store={store} i18n={i18n} />));
}
