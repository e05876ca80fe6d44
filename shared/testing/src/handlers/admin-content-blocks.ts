import { http, HttpResponse } from 'msw';
import { apiPaths, contentBlockInputSchema, serverMessages } from '@ghadi/contracts';
import type { AdminDb } from './admin-db';
import { adminRoute } from './admin-http';
import { fail, invalid } from './answers';
import { recordedExchanges, replayAmong } from './recorded';

/** The admin's content blocks: slugs unique (409); the fake stores HTML as given (sanitizing is the server's job). */
export function adminContentBlockHandlers(db: AdminDb) {
  const taken = (slug: string, except?: string) => db.contentBlocks.some((b) => b.id !== except && b.Slug === slug);
  return [
    // The preview is the server's sanitizing rule at work: only its recorded answer, never a copy of the rule.
    http.post(
      `*${apiPaths.contentPreview}`,
      adminRoute(db, ({ body }) => replayAmong([recordedExchanges.contentPreview, recordedExchanges.contentPreviewToday, recordedExchanges.contentPreviewOld], body)),
    ),
    http.get(`*${apiPaths.contentBlocks}`, adminRoute(db, () => HttpResponse.json({ success: true, data: db.contentBlocks }))),
    http.post(
      `*${apiPaths.contentBlocks}`,
      adminRoute(db, ({ body }) => {
        const parsed = contentBlockInputSchema.safeParse(body);
        if (!parsed.success) return invalid(parsed.error, 'body');
        if (taken(parsed.data.Slug)) return fail(409, serverMessages.slugTaken);
        const data = db.addContentBlock(parsed.data);
        return HttpResponse.json({ success: true, data, message: serverMessages.contentBlockCreated }, { status: 201 });
      }),
    ),
    http.put(
      `*${apiPaths.contentBlock.route}`,
      adminRoute(db, ({ params, body }) => {
        const parsed = contentBlockInputSchema.safeParse(body);
        if (!parsed.success) return invalid(parsed.error, 'body');
        const block = db.contentBlocks.find((b) => b.id === params.id);
        if (!block) return fail(404, serverMessages.contentBlockNotFound);
        if (taken(parsed.data.Slug, block.id)) return fail(409, serverMessages.slugTaken);
        Object.assign(block, parsed.data);
        return HttpResponse.json({ success: true, data: block, message: serverMessages.contentBlockUpdated });
      }),
    ),
    http.delete(
      `*${apiPaths.contentBlock.route}`,
      adminRoute(db, ({ params }) => {
        const before = db.contentBlocks.length;
        db.contentBlocks = db.contentBlocks.filter((b) => b.id !== params.id);
        if (db.contentBlocks.length === before) return fail(404, serverMessages.contentBlockNotFound);
        return HttpResponse.json({ success: true, message: serverMessages.contentBlockDeleted });
      }),
    ),
  ];
}
