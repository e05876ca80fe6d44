import { Navigate, Route, Routes } from 'react-router';
import { AgentLayout } from '@/components/agent-layout';
import { paths } from '@/config/paths';
import { LoginRoute } from './routes/login';
import { DashboardRoute } from './routes/dashboard';
import { GhadiResultsRoute } from './routes/ghadi-results';
import { SecurityRoute } from './routes/security';

/** Relative routes: the shell (or the standalone app) mounts them at /agent/*. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path={paths.login.path} element={<LoginRoute />} />
      <Route element={<AgentLayout />}>
        <Route index element={<Navigate to={paths.dashboard.getHref()} replace />} />
        <Route path={paths.dashboard.path} element={<DashboardRoute />} />
        <Route path={paths.ghadiResults.path} element={<GhadiResultsRoute />} />
        <Route path={paths.security.path} element={<SecurityRoute />} />
        <Route path="*" element={<Navigate to={paths.dashboard.getHref()} replace />} />
      </Route>
    </Routes>
  );
}
