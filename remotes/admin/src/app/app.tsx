import { Navigate, Route, Routes } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { AdminLayout } from '@/components/admin-layout';
import { paths } from '@/config/paths';
import { AppProvider } from './provider';
import { AdminsRoute } from './routes/admins';
import { AgentsRoute } from './routes/agents';
import { AssignGhadiRoute } from './routes/assign-ghadi';
import { ContentBlocksRoute } from './routes/content-blocks';
import { DashboardRoute } from './routes/dashboard';
import { GhadiRoute } from './routes/ghadi';
import { ImportResultsRoute } from './routes/import-results';
import { LoginRoute } from './routes/login';
import { ResultsRoute } from './routes/results';
import { SecurityRoute } from './routes/security';

/** The admin area. The shell's guard has already checked the role for everything but the login page. */
export function App({ queryClient }: { queryClient?: QueryClient }) {
  return (
    <AppProvider queryClient={queryClient}>
      <Routes>
        <Route path={paths.login.path} element={<LoginRoute />} />
        <Route element={<AdminLayout />}>
          <Route index element={<Navigate to={paths.dashboard.getHref()} replace />} />
          <Route path={paths.dashboard.path} element={<DashboardRoute />} />
          <Route path={paths.agents.path} element={<AgentsRoute />} />
          <Route path={paths.ghadi.path} element={<GhadiRoute />} />
          <Route path={paths.results.path} element={<ResultsRoute />} />
          <Route path={paths.importResults.path} element={<ImportResultsRoute />} />
          <Route path={paths.assignGhadi.path} element={<AssignGhadiRoute />} />
          <Route path={paths.contentBlocks.path} element={<ContentBlocksRoute />} />
          <Route path={paths.admins.path} element={<AdminsRoute />} />
          <Route path={paths.security.path} element={<SecurityRoute />} />
          <Route path="*" element={<Navigate to={paths.dashboard.getHref()} replace />} />
        </Route>
      </Routes>
    </AppProvider>
  );
}
