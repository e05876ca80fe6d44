import { http, HttpResponse } from 'msw';
import { contentBlockInputSchema } from '@ghadi/contracts';
import type { AdminDb } from './admin-db';
import { adminRoute, fail, invalid, notFound } from './admin-http';

/** /api/contentblocks: slugs unique (409); the fake stores HTML as given (sanitizing is the server's job). */
export function adminContentBlockHandlers(db: AdminDb) {
  const taken = (slug: string, except?: string) => db.contentBlocks.some((b) => b.id !== except && b.Slug === slug);
  return [
    http.get('*/api/contentblocks', adminRoute(db, () => HttpResponse.json({ success: true, data: db.contentBlocks }))),
    http.post(
      '*/api/contentblocks',
      adminRoute(db, ({ body }) => {
        const parsed = contentBlockInputSchema.safeParse(body);
        if (!parsed.success) return invalid(parsed.error);
        if (taken(parsed.data.Slug)) return fail(409, 'Slug already exists');
        return HttpResponse.json({ success: true, data: db.addContentBlock(parsed.data) }, { status: 201 });
      }),
    ),
    http.put(
      '*/api/contentblocks/:id',
      adminRoute(db, ({ params, body }) => {
        const block = db.contentBlocks.find((b) => b.id === params.id);
        if (!block) return notFound();
        const parsed = contentBlockInputSchema.safeParse(body);
        if (!parsed.success) return invalid(parsed.error);
        if (taken(parsed.data.Slug, block.id)) return fail(409, 'Slug already exists');
        Object.assign(block, parsed.data);
        return HttpResponse.json({ success: true, data: block });
      }),
    ),
    http.delete(
      '*/api/contentblocks/:id',
      adminRoute(db, ({ params }) => {
        const before = db.contentBlocks.length;
        db.contentBlocks = db.contentBlocks.filter((b) => b.id !== params.id);
        if (db.contentBlocks.length === before) return notFound();
        return HttpResponse.json({ success: true, message: 'Deleted' });
      }),
    ),
  ];
}
