import { http, HttpResponse } from 'msw';
import { apiPaths, idParamsSchema, isResultChange, type ResultHistoryResponse } from '@ghadi/contracts';
import type { AdminDb } from './admin-db';
import { adminRoute } from './admin-http';
import { fail, invalid } from './answers';

/** How many times a result's value was changed, as the review row's `Changes` counts it. */
export const changesOf = (db: AdminDb, resultId: string): number => (db.resultHistory[resultId] ?? []).filter(isResultChange).length;

/** One result's trail, from `db.resultHistory`. */
export function adminResultHistoryHandlers(db: AdminDb) {
  return [
    http.get(
      `*${apiPaths.adminResultHistory.route}`,
      adminRoute(db, ({ params }) => {
        // The path's own field only: msw adds the `*` prefix's match as "0", which the strict schema refuses.
        const parsed = idParamsSchema.safeParse({ id: params.id });
        if (!parsed.success) return invalid(parsed.error, 'params');
        const { id } = parsed.data;
        if (!db.results.some((result) => result.id === id)) return fail(404, 'resultNotFound');
        return HttpResponse.json({ success: true, data: db.resultHistory[id] ?? [] } satisfies ResultHistoryResponse);
      }),
    ),
  ];
}
