import { http, HttpResponse } from 'msw';
import { apiPaths } from '@ghadi/contracts';
import type { AdminDb } from './admin-db';
import { runtimeConfigHandler } from './runtime-config';

/** The public reads the admin area uses: visitor stats and the runtime config (no token needed). */
export function adminPublicHandlers(db: AdminDb) {
  return [
    http.get(`*${apiPaths.visitorStats}`, () => HttpResponse.json({ success: true, ...db.visitors })),
    runtimeConfigHandler(() => ({ siteName: 'Test Results', timeZone: db.timeZone })),
  ];
}
