import { http, HttpResponse } from 'msw';
import {
  apiPaths,
  isGhadiRefTo,
  reviewResultsQuerySchema,
  serverMessages,
  updateResultRequestSchema,
  type ReviewResult,
} from '@ghadi/contracts';
import type { AdminDb } from './admin-db';
import { adminRoute } from './admin-http';
import { changesOf } from './admin-result-history';
import { fail, invalid } from './answers';

/** Results whose creator is a known agent and whose game is assigned to that agent, newest first. */
function reviewRows(db: AdminDb): ReviewResult[] {
  const rows: ReviewResult[] = [];
  for (const result of db.results) {
    const agent = db.users.find((u) => u.UserType === 'agent' && u.id === result.CreatedById);
    const assigned = agent && db.userMaps.some((m) => m.User_Id === agent.User_Id && m.GID === result.GID);
    if (agent && assigned) {
      rows.push({
        ...result,
        AgentName: agent.DisplayName,
        AgentUserName: agent.UserName,
        UpdatedAt: `${result.DateTime}T00:00:00.000Z`,
        Changes: changesOf(db, result.id),
      });
    }
  }
  return rows.sort((a, b) => b.DateTime.localeCompare(a.DateTime));
}

/** Result counts, the update-result call (for any game, as an admin may) and the paged admin review. */
export function adminResultHandlers(db: AdminDb) {
  return [
    http.get(`*${apiPaths.resultCount}`, adminRoute(db, () => HttpResponse.json({ success: true, count: db.results.length }))),
    http.post(
      `*${apiPaths.updateResult}`,
      adminRoute(db, ({ body }) => {
        const parsed = updateResultRequestSchema.safeParse(body);
        if (!parsed.success) return invalid(parsed.error, 'body');
        const { ghadiId, result, dateTime } = parsed.data;
        const ghadi = db.ghadis.find((g) => isGhadiRefTo(ghadiId, g));
        if (!ghadi) return fail(404, 'ghadiNotFound');
        const existing = db.results.find((r) => r.GID === ghadi.GID && r.DateTime === dateTime);
        const previousResult = existing?.Result ?? null;
        const saved = existing ?? db.addResult(ghadi, null, { DateTime: dateTime });
        saved.Result = result;
        return HttpResponse.json({ success: true, message: serverMessages.resultUpdated, data: saved, previousResult });
      }),
    ),
    http.get(
      `*${apiPaths.adminResults}`,
      adminRoute(db, ({ url }) => {
        const parsed = reviewResultsQuerySchema.safeParse(Object.fromEntries(url.searchParams));
        if (!parsed.success) return invalid(parsed.error, 'querystring');
        const { page, pageSize, search } = parsed.data;
        const needle = search.toLowerCase();
        const matches = reviewRows(db).filter((row) =>
          [row.AgentName, row.AgentUserName, row.Name].some((text) => text.toLowerCase().includes(needle)),
        );
        const data = matches.slice((page - 1) * pageSize, page * pageSize);
        return HttpResponse.json({ success: true, data, total: matches.length, page, pageSize });
      }),
    ),
  ];
}
