import { http, HttpResponse } from 'msw';
import { ghadiInputSchema, type Ghadi } from '@ghadi/contracts';
import type { AdminDb } from './admin-db';
import { adminRoute, fail, invalid, notFound } from './admin-http';

/** /api/ghadis: sorted by OrderId, English names unique case-insensitively (409). */
export function adminGhadiHandlers(db: AdminDb) {
  const taken = (name: string, except?: string) =>
    db.ghadis.some((g) => g.id !== except && g.NameEn.toLowerCase() === name.toLowerCase());
  return [
    http.get('*/api/ghadis/count', adminRoute(db, () => HttpResponse.json({ success: true, count: db.ghadis.length }))),
    http.get(
      '*/api/ghadis',
      adminRoute(db, () => HttpResponse.json({ success: true, data: [...db.ghadis].sort((a, b) => a.OrderId - b.OrderId) })),
    ),
    http.post(
      '*/api/ghadis',
      adminRoute(db, ({ body }) => {
        const parsed = ghadiInputSchema.safeParse(body);
        if (!parsed.success) return invalid(parsed.error);
        if (taken(parsed.data.NameEn)) return fail(409, 'A ghadi with this name already exists');
        return HttpResponse.json({ success: true, data: db.addGhadi(parsed.data) }, { status: 201 });
      }),
    ),
    http.put(
      '*/api/ghadis/:id',
      adminRoute(db, ({ params, body }) => {
        const ghadi = db.ghadis.find((g) => g.id === params.id);
        if (!ghadi) return notFound();
        const parsed = ghadiInputSchema.safeParse(body);
        if (!parsed.success) return invalid(parsed.error);
        if (taken(parsed.data.NameEn, ghadi.id)) return fail(409, 'A ghadi with this name already exists');
        Object.assign(ghadi, parsed.data satisfies Partial<Ghadi>);
        return HttpResponse.json({ success: true, data: ghadi });
      }),
    ),
    http.delete(
      '*/api/ghadis/:id',
      adminRoute(db, ({ params }) => {
        const index = db.ghadis.findIndex((g) => g.id === params.id);
        if (index < 0) return notFound();
        const [removed] = db.ghadis.splice(index, 1);
        db.userMaps = db.userMaps.filter((map) => map.GID !== removed?.GID);
        return HttpResponse.json({ success: true, message: 'Ghadi deleted' });
      }),
    ),
  ];
}
