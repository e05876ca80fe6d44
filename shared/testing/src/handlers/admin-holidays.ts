import { http, HttpResponse } from 'msw';
import { apiPaths, holidayParamsSchema, isGhadiRefTo, serverMessages, type Ghadi } from '@ghadi/contracts';
import type { AdminDb } from './admin-db';
import { adminRoute } from './admin-http';
import { fail, invalid } from './answers';
import { holidaysReadHandler } from './holidays-read';

/** Holidays: the public list, and marking (idempotent) and removing them; a refusal the server would make is its recorded answer (answerOnceAsRecorded). */
export function adminHolidayHandlers(db: AdminDb) {
  const indexOf = (gid: number, date: string) => db.holidays.findIndex((h) => h.GID === gid && h.DateTime === date);
  /** The path's game and date, or the answer refusing them. */
  const target = (params: Record<string, string>): { ghadi: Ghadi; date: string } | Response => {
    // The path's own fields only: msw adds the `*` prefix's match as "0", which the strict schema refuses.
    const parsed = holidayParamsSchema.safeParse({ ghadiId: params.ghadiId, date: params.date });
    if (!parsed.success) return invalid(parsed.error, 'params');
    const ghadi = db.ghadis.find((g) => isGhadiRefTo(parsed.data.ghadiId, g));
    return ghadi ? { ghadi, date: parsed.data.date } : fail(404, 'ghadiNotFound');
  };
  return [
    holidaysReadHandler(() => db.holidays),
    http.put(
      `*${apiPaths.holiday.route}`,
      adminRoute(db, ({ params }) => {
        const found = target(params);
        if (found instanceof Response) return found;
        const { ghadi, date } = found;
        if (indexOf(ghadi.GID, date) < 0) db.addHoliday(ghadi, date);
        return HttpResponse.json({ success: true, message: serverMessages.holidayMarked });
      }),
    ),
    http.delete(
      `*${apiPaths.holiday.route}`,
      adminRoute(db, ({ params }) => {
        const found = target(params);
        if (found instanceof Response) return found;
        const index = indexOf(found.ghadi.GID, found.date);
        if (index < 0) return fail(404, 'holidayNotFound');
        db.holidays.splice(index, 1);
        return HttpResponse.json({ success: true, message: serverMessages.holidayRemoved });
      }),
    ),
  ];
}
