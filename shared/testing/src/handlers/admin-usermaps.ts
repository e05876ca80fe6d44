import { http, HttpResponse } from 'msw';
import { apiPaths, serverMessages, userMapCreateSchema } from '@ghadi/contracts';
import type { AdminDb } from './admin-db';
import { adminRoute } from './admin-http';
import { fail, invalid } from './answers';

/** The assignments, one row per assigned game, stored as sent; a refusal the server would make is its recorded answer, which a test swaps in (answerOnceAsRecorded). */
export function adminUserMapHandlers(db: AdminDb) {
  return [
    http.get(`*${apiPaths.userMaps}`, adminRoute(db, () => HttpResponse.json({ success: true, data: db.userMaps }))),
    http.post(
      `*${apiPaths.userMaps}`,
      adminRoute(db, ({ body }) => {
        const parsed = userMapCreateSchema.safeParse(body);
        if (!parsed.success) return invalid(parsed.error, 'body');
        const agent = db.users.find((u) => u.User_Id === parsed.data.User_Id);
        if (!agent) return fail(404, 'agentNotFound');
        const gids = Array.isArray(parsed.data.GID) ? parsed.data.GID : [parsed.data.GID];
        const missing = gids.filter((gid) => !db.ghadis.some((g) => g.GID === gid));
        if (missing.length > 0) return fail(404, 'ghadisNotFound', missing);
        const ghadis = gids.flatMap((gid) => db.ghadis.filter((g) => g.GID === gid));
        const data = ghadis.map((ghadi) => db.assign(agent, ghadi));
        return HttpResponse.json({ success: true, data, message: serverMessages.ghadiAssigned }, { status: 201 });
      }),
    ),
    http.delete(
      `*${apiPaths.userMap.route}`,
      adminRoute(db, ({ params }) => {
        const before = db.userMaps.length;
        db.userMaps = db.userMaps.filter((m) => m.id !== params.id);
        if (db.userMaps.length === before) return fail(404, 'assignmentNotFound');
        return HttpResponse.json({ success: true, message: serverMessages.assignmentDeleted });
      }),
    ),
  ];
}
