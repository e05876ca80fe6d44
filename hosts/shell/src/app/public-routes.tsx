import type { ComponentType } from 'react';
import type { LoaderFunction, RouteObject } from 'react-router';
import { pagePatterns, pathInLanguage, siteLanguages, type SiteLanguage } from '@ghadi/contracts';
import type { PageContext, PageLoad } from '@/lib/page-load';
import { HomeRoute, load as loadHome } from './routes/home';
import { loadLayout, PublicLayout } from './routes/public-layout';
import type { StaticPage } from './routes/static-page';

/**
 * The pages outside the first download (a visitor mostly lands on the home page; About or a 404 are rare):
 * the browser passes them lazily (app/router.tsx), the server as they are.
 */
export interface LaterPages {
  gameMonth: ComponentType;
  gameYear: ComponentType;
  gameDate: ComponentType;
  gameStatistics: ComponentType;
  jodiChart: ComponentType;
  panelChart: ComponentType;
  yesterday: ComponentType;
  recordChart: ComponentType;
  staticPage: ComponentType<{ page: StaticPage }>;
  notFound: ComponentType;
}

type ChartPage = 'gameMonth' | 'gameYear' | 'gameDate' | 'gameStatistics' | 'jodiChart' | 'panelChart' | 'yesterday' | 'recordChart';

/** How the server loads each page before rendering it (server/render-page.tsx); the browser has none. */
export interface ServerLoaders {
  page(load: PageLoad): LoaderFunction;
  layout(load: (context: PageContext) => Promise<void>): LoaderFunction;
  /** The later pages' loads, from their modules. */
  charts: Record<ChartPage, PageLoad>;
  staticPage(page: StaticPage): PageLoad;
  notFound: PageLoad;
}

function staticPage(pages: LaterPages, page: StaticPage, path: string, loaders: ServerLoaders | undefined): RouteObject {
  const Page = pages.staticPage;
  return { path, element: <Page page={page} />, ...(loaders && { loader: loaders.page(loaders.staticPage(page)) }) };
}

/** Every public page in one language: the English ones at their patterns, the Hindi ones under /hi. */
function languageRoutes(language: SiteLanguage, pages: LaterPages, loaders: ServerLoaders | undefined): RouteObject {
  const chart = (page: ChartPage): Pick<RouteObject, 'Component' | 'loader'> => ({
    Component: pages[page],
    ...(loaders && { loader: loaders.page(loaders.charts[page]) }),
  });
  const at = (pattern: string) => pathInLanguage(language, pattern);
  return {
    // The Hindi tree's own path makes its index the Hindi home page; the English tree has none.
    ...(language !== 'en' && { path: at('/').slice(0, -1) }),
    Component: PublicLayout,
    ...(loaders && { loader: loaders.layout(loadLayout) }),
    children: [
      { index: true, Component: HomeRoute, ...(loaders && { loader: loaders.page(loadHome) }) },
      { path: at(pagePatterns.gameChart), ...chart('gameMonth') },
      { path: at(pagePatterns.gameMonth), ...chart('gameMonth') },
      { path: at(pagePatterns.gameYear), ...chart('gameYear') },
      { path: at(pagePatterns.gameDate), ...chart('gameDate') },
      { path: at(pagePatterns.gameStatistics), ...chart('gameStatistics') },
      { path: at(pagePatterns.jodiChart), ...chart('jodiChart') },
      { path: at(pagePatterns.panelChart), ...chart('panelChart') },
      { path: at(pagePatterns.yesterday), ...chart('yesterday') },
      { path: at(pagePatterns.recordChartNow), ...chart('recordChart') },
      { path: at(pagePatterns.recordChart), ...chart('recordChart') },
      staticPage(pages, 'about', at(pagePatterns.about), loaders),
      staticPage(pages, 'disclaimer', at(pagePatterns.disclaimer), loaders),
      staticPage(pages, 'privacy-policy', at(pagePatterns.privacyPolicy), loaders),
      { path: at('/*'), Component: pages.notFound, ...(loaders && { loader: loaders.page(loaders.notFound) }) },
    ],
  };
}

/**
 * The public pages in every language, which the server renders and the browser hydrates: one table, so
 * both draw the same tree. The server's static handler runs the `loaders`; both render with the
 * declarative router (useRoutes), whose code is a fraction of the data router's in the first download.
 */
export function publicRoutes(pages: LaterPages, loaders?: ServerLoaders): RouteObject[] {
  return siteLanguages.map((language) => languageRoutes(language, pages, loaders));
}
