import { http, HttpResponse } from 'msw';
import { RUNTIME_CONFIG_PATH } from '@ghadi/contracts';
import type { AdminDb } from './admin-db';

/** The public reads the admin area uses: visitor stats and the runtime config (no token needed). */
export function adminPublicHandlers(db: AdminDb) {
  return [
    http.get('*/api/visitor/stats', () => HttpResponse.json({ success: true, ...db.visitors })),
    http.get(`*${RUNTIME_CONFIG_PATH}`, () =>
      HttpResponse.json({
        apiBaseUrl: '',
        remotes: { admin: '/remotes/admin/mf-manifest.json', agent: '/remotes/agent/mf-manifest.json' },
        siteName: 'Test Results',
        timeZone: db.timeZone,
      }),
    ),
  ];
}
