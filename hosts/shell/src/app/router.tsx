import { isValidElement, lazy, Suspense } from 'react';
import { matchRoutes, Navigate, useLocation, useRoutes, type RouteObject } from 'react-router';
import { sitePaths } from '@ghadi/contracts';
import { paths } from '@/config/paths';
import { routablePath } from '@/lib/routable-location';
import { useTexts } from '@/lib/texts';
import { lazyPage, type LazyPage } from './lazy-page';
import { publicRoutes } from './public-routes';

// Both of a market's charts are one page, which reads which from its address: one loader in the first download.
const matkaChart = lazyPage(() => import('./routes/matka-chart').then((page) => page.Page));

const laterPages = {
  jodiChart: matkaChart,
  panelChart: matkaChart,
  gameMonth: lazyPage(() => import('./routes/game-month').then((page) => page.Page)),
  gameYear: lazyPage(() => import('./routes/game-year').then((page) => page.Page)),
  gameDate: lazyPage(() => import('./routes/game-date').then((page) => page.Page)),
  gameStatistics: lazyPage(() => import('./routes/game-statistics').then((page) => page.Page)),
  yesterday: lazyPage(() => import('./routes/yesterday').then((page) => page.Page)),
  recordChart: lazyPage(() => import('./routes/record-chart').then((page) => page.Page)),
  staticPage: lazyPage(() => import('./routes/static-page').then((page) => page.StaticPageRoute)),
  notFound: lazyPage(() => import('./routes/not-found').then((page) => page.NotFoundPage)),
};

// The back offices, with their guards and remote loading, arrive when first visited; never on the server.
const BackOfficeRoute = lazy(() => import('./routes/back-office').then((page) => ({ default: page.BackOfficeRoute })));

function Loading() {
  return <p className="page-loading">{useTexts().t('common.loading')}</p>;
}
const loading = <Loading />;

/** Every route of the site in the browser: the public pages, and the back offices' areas. */
export const appRoutes: RouteObject[] = [
  ...publicRoutes(laterPages),
  { path: paths.login.path, element: <Navigate to={sitePaths.agent.login} replace /> },
  {
    path: paths.admin.path,
    element: (
      <Suspense fallback={loading}>
        <BackOfficeRoute area="admin" />
      </Suspense>
    ),
  },
  {
    path: paths.agent.path,
    element: (
      <Suspense fallback={loading}>
        <BackOfficeRoute area="agent" />
      </Suspense>
    ),
  },
];

export function AppRoutes() {
  const { pathname } = useLocation();
  const routable = routablePath(pathname);
  // The location itself (with its state) unless no route could match it.
  return useRoutes(appRoutes, routable === pathname ? undefined : routable);
}

/** Downloads the code of the page at `pathname` when it is a lazy one, so hydration renders it at once. */
export async function preloadPage(pathname: string): Promise<void> {
  const lazyPages = new Set<unknown>(Object.values(laterPages));
  const route = matchRoutes(appRoutes, pathname)?.at(-1)?.route;
  // A page drawn by a component of its own, or by an element (the static pages, which take the page's name).
  const page = route?.Component ?? (isValidElement(route?.element) ? route.element.type : undefined);
  if (lazyPages.has(page)) await (page as LazyPage).preload();
}
