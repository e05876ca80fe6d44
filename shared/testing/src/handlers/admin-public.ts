import { http, HttpResponse } from 'msw';
import { apiPaths } from '@ghadi/contracts';
import type { AdminDb } from './admin-db';
import { drawDayReadHandler, emptyDrawDay } from './draw-day-read';
import { runtimeConfigHandler } from './runtime-config';

/** The public reads the admin area uses (no token needed): visitor stats, the site day's board, the runtime config. */
export function adminPublicHandlers(db: AdminDb) {
  return [
    http.get(`*${apiPaths.visitorStats}`, () => HttpResponse.json({ success: true, ...db.visitors })),
    drawDayReadHandler(() => db.drawDay ?? emptyDrawDay(db.timeZone)),
    runtimeConfigHandler(() => ({ siteName: 'Test Results', timeZone: db.timeZone })),
  ];
}
