import { http, HttpResponse } from 'msw';
import { apiPaths, contentBlockInputSchema, serverMessages } from '@ghadi/contracts';
import type { AdminDb } from './admin-db';
import { adminRoute } from './admin-http';
import { fail, invalid } from './answers';
import { recordedExchanges, replayAmong } from './recorded';

/** The admin's content blocks, HTML stored as given (sanitizing is the server's job); a refusal the server would make is its recorded answer, which a test swaps in (answerOnceAsRecorded). */
export function adminContentBlockHandlers(db: AdminDb) {
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
        if (!block) return fail(404, 'contentBlockNotFound');
        Object.assign(block, parsed.data);
        return HttpResponse.json({ success: true, data: block, message: serverMessages.contentBlockUpdated });
      }),
    ),
    http.delete(
      `*${apiPaths.contentBlock.route}`,
      adminRoute(db, ({ params }) => {
        const before = db.contentBlocks.length;
        db.contentBlocks = db.contentBlocks.filter((b) => b.id !== params.id);
        if (db.contentBlocks.length === before) return fail(404, 'contentBlockNotFound');
        return HttpResponse.json({ success: true, message: serverMessages.contentBlockDeleted });
      }),
    ),
  ];
}
