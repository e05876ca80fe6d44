import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { sitePaths } from '@ghadi/contracts';
import { paths } from '@/config/paths';
import { lazyPage } from './lazy-page';
import { PublicLayout } from './routes/public-layout';
import { HomeRoute } from './routes/home';
import { NotFoundRoute } from './routes/not-found';

// The home page is the first download; the other pages, and the back offices with their guards and
// remote loading, arrive when first visited.
const GameChartRoute = lazyPage(() => import('./routes/game-chart').then((page) => page.GameChartRoute));
const StaticPageRoute = lazyPage(() => import('./routes/static-page').then((page) => page.StaticPageRoute));
const BackOfficeRoute = lazyPage(() => import('./routes/back-office').then((page) => page.BackOfficeRoute));

const loading = <p className="page-loading">Loading...</p>;

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        <Route path={paths.home.path} element={<HomeRoute />} />
        <Route path={paths.gameChart.path} element={<GameChartRoute />} />
        <Route path={paths.about.path} element={<StaticPageRoute page="about" />} />
        <Route path={paths.disclaimer.path} element={<StaticPageRoute page="disclaimer" />} />
        <Route path={paths.privacyPolicy.path} element={<StaticPageRoute page="privacy-policy" />} />
        <Route path="*" element={<NotFoundRoute />} />
      </Route>
      <Route path={paths.login.path} element={<Navigate to={sitePaths.agent.login} replace />} />
      <Route
        path={paths.admin.path}
        element={
          <Suspense fallback={loading}>
            <BackOfficeRoute area="admin" />
          </Suspense>
        }
      />
      <Route
        path={paths.agent.path}
        element={
          <Suspense fallback={loading}>
            <BackOfficeRoute area="agent" />
          </Suspense>
        }
      />
    </Routes>
  );
}
