import { http, HttpResponse } from 'msw';
import { apiPaths } from '@ghadi/contracts';
import type { AdminDb } from './admin-db';
import { adminRoute } from './admin-http';

/** The Notifications panel's read: followers per game and the latest sends, as seeded in `db`. */
export function adminPushHandlers(db: AdminDb) {
  return [http.get(`*${apiPaths.adminPush}`, adminRoute(db, () => HttpResponse.json(db.pushSummary)))];
}
