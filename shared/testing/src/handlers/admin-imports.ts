import { http, HttpResponse } from 'msw';
import {
  apiPaths,
  IMPORT_LIST_LIMIT,
  serverMessages,
  type ImportPreviewResponse,
  type ImportRefusedResponse,
  type ImportResponse,
} from '@ghadi/contracts';
import { planImport, writeImport, type FakeCsvLine, type FakeImportPlan } from '../fake-import-plan';
import type { AdminDb } from './admin-db';
import { adminRoute } from './admin-http';
import { fail } from './answers';

/**
 * The data rows of a CSV text, or the 400 refusing the file as a whole. Plain CSV only: the fake reads no
 * quoted fields, which the tests of the screens do not need.
 */
function readCsv(text: string): FakeCsvLine[] | Response {
  const [headerLine = '', ...lines] = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const header = headerLine.split(',').map((name) => name.trim().toLowerCase());
  const rows: FakeCsvLine[] = [];
  lines.forEach((line, index) => {
    if (line.trim() === '') return;
    const values = line.split(',');
    rows.push({ row: rows.length + 1, line: index + 2, fields: Object.fromEntries(header.map((name, at) => [name, values[at] ?? ''])) });
  });
  if (rows.length === 0) return fail(400, serverMessages.importEmpty);
  const missing = [
    ...(header.includes('game') || header.includes('gid') ? [] : ['game (or gid)']),
    ...(header.includes('date') ? [] : ['date']),
    ...(header.includes('result') ? [] : ['result']),
  ];
  if (missing.length > 0) return fail(400, serverMessages.importMissingColumns(missing));
  return rows;
}

/** A route taking a CSV file: refuses anything but text/csv and a file that is not one, then plans the rows. */
function csvRoute(db: AdminDb, answer: (plan: FakeImportPlan) => Response) {
  return adminRoute(db, ({ body }) => {
    if (body !== undefined && typeof body !== 'string') return fail(415, serverMessages.importNotText);
    const lines = readCsv(body ?? '');
    return lines instanceof Response ? lines : answer(planImport(db, lines));
  });
}

const firstOf = <T>(rows: T[]) => rows.slice(0, IMPORT_LIST_LIMIT);

/** The bulk import: a dry run answering what would happen, and the all-or-nothing import itself. */
export function adminImportHandlers(db: AdminDb) {
  return [
    http.post(
      `*${apiPaths.importPreview}`,
      csvRoute(db, (plan) => {
        const { rows, added, changed, unchanged, refused } = plan;
        const counts = { rows, added: added.length, changed: changed.length, unchanged: unchanged.length, refused: refused.length };
        return HttpResponse.json({
          success: true,
          listLimit: IMPORT_LIST_LIMIT,
          counts,
          added: firstOf(added),
          changed: firstOf(changed),
          unchanged: firstOf(unchanged),
          refused: firstOf(refused),
        } satisfies ImportPreviewResponse);
      }),
    ),
    http.post(
      `*${apiPaths.importResults}`,
      csvRoute(db, (plan) => {
        if (plan.refused.length > 0) {
          const body = {
            success: false,
            message: serverMessages.importRowsRefused(plan.refused.length),
            listLimit: IMPORT_LIST_LIMIT,
            refusedCount: plan.refused.length,
            refused: firstOf(plan.refused),
          } satisfies ImportRefusedResponse;
          return HttpResponse.json(body, { status: 409 });
        }
        writeImport(db, plan);
        const [added, changed, unchanged] = [plan.added.length, plan.changed.length, plan.unchanged.length];
        const body = { success: true, message: serverMessages.resultsImported(added + changed), added, changed, unchanged } satisfies ImportResponse;
        return HttpResponse.json(body);
      }),
    ),
  ];
}
