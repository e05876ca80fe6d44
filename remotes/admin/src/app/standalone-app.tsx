import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { AreaGuard } from '@ghadi/auth';
import { sitePaths } from '@ghadi/contracts';
import { App } from './app';

/** This remote on its own (npm run dev): the same area and guard the shell gives it, for its team's work. */
export function StandaloneApp() {
  return (
    <BrowserRouter>
      <Routes>
        <Route
          path={`${sitePaths.admin.root}/*`}
          element={
            <AreaGuard role="admin">
              <App />
            </AreaGuard>
          }
        />
        <Route path="*" element={<Navigate to={sitePaths.admin.login} replace />} />
      </Routes>
    </BrowserRouter>
  );
}
