import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { sitePaths } from '@ghadi/contracts';
import { AreaGuard } from '@ghadi/auth';
import { paths } from '@/config/paths';
import { RemoteBoundary } from '@/components/remote-boundary';
import { PublicLayout } from './routes/public-layout';
import { loadRemoteApp } from '@/lib/remotes';
import { HomeRoute } from './routes/home';
import { GameChartRoute } from './routes/game-chart';
import { StaticPageRoute } from './routes/static-page';
import { NotFoundRoute } from './routes/not-found';

// Declared once at module level so React keeps one lazy component per remote.
const AdminApp = lazy(() => loadRemoteApp('admin'));
const AgentApp = lazy(() => loadRemoteApp('agent'));

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
          <AreaGuard role="admin">
            <RemoteBoundary>
              <AdminApp />
            </RemoteBoundary>
          </AreaGuard>
        }
      />
      <Route
        path={paths.agent.path}
        element={
          <AreaGuard role="agent">
            <RemoteBoundary>
              <AgentApp />
            </RemoteBoundary>
          </AreaGuard>
        }
      />
    </Routes>
  );
}
