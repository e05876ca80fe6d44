import { http, HttpResponse } from 'msw';
import { apiPaths, ghadiInputSchema, serverMessages, type Ghadi } from '@ghadi/contracts';
import type { AdminDb } from './admin-db';
import { adminRoute } from './admin-http';
import { fail, invalid } from './answers';

/** The admin's games, sorted by OrderId and stored as sent; a refusal the server would make is its recorded answer, which a test swaps in (answerOnceAsRecorded). */
export function adminGhadiHandlers(db: AdminDb) {
  return [
    http.get(`*${apiPaths.ghadiCount}`, adminRoute(db, () => HttpResponse.json({ success: true, count: db.ghadis.length }))),
    http.get(
      `*${apiPaths.ghadis}`,
      adminRoute(db, () => HttpResponse.json({ success: true, data: [...db.ghadis].sort((a, b) => a.OrderId - b.OrderId) })),
    ),
    http.post(
      `*${apiPaths.ghadis}`,
      adminRoute(db, ({ body }) => {
        const parsed = ghadiInputSchema.safeParse(body);
        if (!parsed.success) return invalid(parsed.error, 'body');
        return HttpResponse.json({ success: true, data: db.addGhadi(parsed.data), message: serverMessages.ghadiCreated }, { status: 201 });
      }),
    ),
    http.put(
      `*${apiPaths.ghadi.route}`,
      adminRoute(db, ({ params, body }) => {
        const parsed = ghadiInputSchema.safeParse(body);
        if (!parsed.success) return invalid(parsed.error, 'body');
        const ghadi = db.ghadis.find((g) => g.id === params.id);
        if (!ghadi) return fail(404, 'ghadiNotFound');
        Object.assign(ghadi, parsed.data satisfies Partial<Ghadi>);
        return HttpResponse.json({ success: true, data: ghadi, message: serverMessages.ghadiUpdated });
      }),
    ),
    http.delete(
      `*${apiPaths.ghadi.route}`,
      adminRoute(db, ({ params }) => {
        const index = db.ghadis.findIndex((g) => g.id === params.id);
        if (index < 0) return fail(404, 'ghadiNotFound');
        const [removed] = db.ghadis.splice(index, 1);
        db.userMaps = db.userMaps.filter((map) => map.GID !== removed?.GID);
        return HttpResponse.json({ success: true, message: serverMessages.ghadiDeleted });
      }),
    ),
  ];
}
