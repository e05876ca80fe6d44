import { http, HttpResponse } from 'msw';
import { userMapCreateSchema } from '@ghadi/contracts';
import type { AdminDb } from './admin-db';
import { adminRoute, fail, invalid, notFound } from './admin-http';

/** /api/usermaps: one row per assigned game; a game belongs to at most one agent (409). */
export function adminUserMapHandlers(db: AdminDb) {
  return [
    http.get('*/api/usermaps', adminRoute(db, () => HttpResponse.json({ success: true, data: db.userMaps }))),
    http.post(
      '*/api/usermaps',
      adminRoute(db, ({ body }) => {
        const parsed = userMapCreateSchema.safeParse(body);
        if (!parsed.success) return invalid(parsed.error);
        const agent = db.users.find((u) => u.UserType === 'agent' && u.User_Id === parsed.data.User_Id);
        if (!agent?.isActive) return fail(400, 'Only active agents can be assigned');
        const gids = Array.isArray(parsed.data.GID) ? parsed.data.GID : [parsed.data.GID];
        const ghadis = gids.map((gid) => db.ghadis.find((g) => g.GID === gid));
        if (ghadis.some((g) => !g)) return fail(404, 'Ghadi not found');
        if (db.userMaps.some((m) => gids.includes(m.GID))) return fail(409, 'Ghadi is already assigned');
        const created = ghadis.map((ghadi) => db.assign(agent, ghadi!));
        return HttpResponse.json({ success: true, data: created }, { status: 201 });
      }),
    ),
    http.delete(
      '*/api/usermaps/:id',
      adminRoute(db, ({ params }) => {
        const before = db.userMaps.length;
        db.userMaps = db.userMaps.filter((m) => m.id !== params.id);
        if (db.userMaps.length === before) return notFound();
        return HttpResponse.json({ success: true, message: 'Assignment deleted' });
      }),
    ),
  ];
}
