import {
  drawDateIn,
  IMPORT_LIST_LIMIT,
  serverMessageIn,
  type ImportChange,
  type ImportPreviewResponse,
  type ImportRefusedResponse,
  type ImportResponse,
  type ImportRow,
  type User,
  type SiteLanguage,
} from '@ghadi/contracts';
import type { PublicWriteDependencies } from '../../public-cache/site-changes';
import { lockGhadiCalendar } from '../holidays';
import { writeResults } from '../results';
import { planImport, type ImportPlan, type PlannedRow } from './plan-import';
import { readImportCsv } from './read-import-csv';

export interface ImportDependencies extends PublicWriteDependencies {
  timeZone: string;
  now: Date;
  /** The sender's: the answer's messages and refused rows' reasons are worded in it. */
  language: SiteLanguage;
}

const listed = <T>(rows: readonly T[]): T[] => rows.slice(0, IMPORT_LIST_LIMIT);
const rowOf = (row: PlannedRow): ImportRow => ({ row: row.row, GID: row.game.gid, game: row.game.name_en, date: row.date, result: row.result });
// A changed row always has a stored result: the value it replaces.
const changeOf = (row: PlannedRow): ImportChange => ({
  row: row.row,
  GID: row.game.gid,
  game: row.game.name_en,
  date: row.date,
  from: row.stored?.result ?? '',
  to: row.result,
});

/** What importing `csv` as `user` would do, without writing anything. */
export async function previewImport({ db, timeZone, now, language }: ImportDependencies, user: User, csv: string): Promise<ImportPreviewResponse> {
  const plan = await planImport(db, await readImportCsv(csv), { user, today: drawDateIn(timeZone, now), language });
  return {
    success: true,
    listLimit: IMPORT_LIST_LIMIT,
    counts: {
      rows: plan.rows,
      added: plan.added.length,
      changed: plan.changed.length,
      unchanged: plan.unchanged.length,
      refused: plan.refused.length,
    },
    added: listed(plan.added).map(rowOf),
    changed: listed(plan.changed).map(changeOf),
    unchanged: listed(plan.unchanged).map(rowOf),
    refused: listed(plan.refused),
  };
}

/** Thrown inside the import's transaction to roll it back when a row is refused. */
class RowsRefused extends Error {
  constructor(readonly plan: ImportPlan) {
    super('import refused');
  }
}

/** One (game, month) each, dated its latest row: the public reads those rows made stale. */
function touchedMonths(rows: readonly PlannedRow[]): { nameKey: string; drawDate: string }[] {
  const latest = new Map<string, { nameKey: string; drawDate: string }>();
  for (const row of rows) {
    const key = `${row.game.gid}|${row.date.slice(0, 7)}`;
    const seen = latest.get(key);
    if (!seen || seen.drawDate < row.date) latest.set(key, { nameKey: row.game.name_en_key, drawDate: row.date });
  }
  return [...latest.values()];
}

/**
 * Imports `csv` as `user`: every row is checked again, and if any is refused nothing is written and the
 * refusals are answered. Otherwise the rows that add or change a result are written in one transaction,
 * with a history row each marked imported; rows equal to the published value write nothing.
 */
export async function importResults(
  { db, changes, timeZone, now, language }: ImportDependencies,
  user: User,
  csv: string,
): Promise<{ imported: ImportResponse } | { refused: ImportRefusedResponse }> {
  const lines = await readImportCsv(csv);
  const stamp = now.toISOString();
  let plan: ImportPlan;
  try {
    plan = await db.transaction().execute(async (trx) => {
      // The games' rows are locked, in GID order, before their holidays are read: marking a holiday takes
      // the same lock, so none can be marked for these games until the import is committed or undone.
      const locked = await planImport(trx, lines, { user, today: drawDateIn(timeZone, now), language }, async (gids) => {
        for (const gid of gids) await lockGhadiCalendar(trx, gid);
      });
      if (locked.refused.length > 0) throw new RowsRefused(locked);
      // In file order, so the history reads as the file does.
      const written = [...locked.added, ...locked.changed].sort((a, b) => a.row - b.row);
      const entries = written.map((row) => ({ gid: row.game.gid, drawDate: row.date, result: row.result }));
      await writeResults(trx, entries, { userId: user.User_Id, now: stamp, source: 'imported' });
      return locked;
    });
  } catch (error) {
    if (!(error instanceof RowsRefused)) throw error;
    const { refused } = error.plan;
    return {
      refused: {
        success: false,
        code: 'importRowsRefused',
        message: serverMessageIn(language, 'importRowsRefused', refused.length),
        listLimit: IMPORT_LIST_LIMIT,
        refusedCount: refused.length,
        refused: listed(refused),
      },
    };
  }
  const written = [...plan.added, ...plan.changed];
  // Before the acknowledgement: the next public read on any instance already shows the imported numbers.
  if (written.length > 0) await changes.resultsImported(touchedMonths(written));
  return {
    imported: {
      success: true,
      message: serverMessageIn(language, 'resultsImported', written.length),
      added: plan.added.length,
      changed: plan.changed.length,
      unchanged: plan.unchanged.length,
    },
  };
}
