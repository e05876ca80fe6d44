import { http, HttpResponse } from 'msw';
import { apiPaths } from '@ghadi/contracts';
import type { AdminDb } from './admin-db';
import { adminRoute } from './admin-http';

/** The Telegram channel panel's read, as seeded in `db`. */
export function adminChannelHandlers(db: AdminDb) {
  return [http.get(`*${apiPaths.adminChannel}`, adminRoute(db, () => HttpResponse.json(db.channelSummary)))];
}
