import type { Kysely } from 'kysely';
import { serverMessageIn, type ImportRefusal, type SiteLanguage, type User } from '@ghadi/contracts';
import type { Database } from '../../db/database';
import { findGhadiNames } from '../games';
import { findStoredResults, holidaysAmong, mayPublishFor, type StoredResultRow } from '../results';
import { checkImportRows, type CheckedRow, type ImportGame } from './check-import-rows';
import type { ImportLine } from './read-import-csv';

/** An accepted row, with the result stored for its game and date if there is one. */
export interface PlannedRow extends CheckedRow {
  stored: StoredResultRow | undefined;
}

/** What importing a file does: rows that publish a result, replace a published one, change nothing, or are refused. */
export interface ImportPlan {
  rows: number;
  added: PlannedRow[];
  changed: PlannedRow[];
  unchanged: PlannedRow[];
  refused: ImportRefusal[];
}

/** The accepted rows of each game, with the span of their dates. */
function byGame(rows: readonly CheckedRow[]): Map<number, { from: string; to: string; rows: CheckedRow[] }> {
  const games = new Map<number, { from: string; to: string; rows: CheckedRow[] }>();
  for (const row of rows) {
    const game = games.get(row.game.gid);
    if (!game) games.set(row.game.gid, { from: row.date, to: row.date, rows: [row] });
    else {
      game.rows.push(row);
      if (row.date < game.from) game.from = row.date;
      if (row.date > game.to) game.to = row.date;
    }
  }
  return games;
}

/**
 * Plans the import of `lines` against what `db` holds: each row is checked on its own, then against the
 * game's holidays and stored results, read per game over the span of its dates. `beforeReading` runs once
 * the games are known and before their holidays and results are read (the import locks them there). Refused
 * rows' reasons are worded in `language`.
 */
export async function planImport(
  db: Kysely<Database>,
  lines: readonly ImportLine[],
  { user, today, language }: { user: User; today: string; language: SiteLanguage },
  beforeReading: (gids: number[]) => Promise<void> = async () => {},
): Promise<ImportPlan> {
  const mayPublish = (game: ImportGame) => mayPublishFor(user, game.assignee_id);
  const { accepted, refused } = await checkImportRows(lines, await findGhadiNames(db), { today, mayPublish, language });
  const games = byGame(accepted);
  await beforeReading([...games.keys()].sort((a, b) => a - b));
  const plan: ImportPlan = { rows: lines.length, added: [], changed: [], unchanged: [], refused };
  for (const [gid, { from, to, rows }] of games) {
    const holidays = await holidaysAmong(db, gid, rows.map((row) => row.date));
    const stored = new Map((await findStoredResults(db, gid, { from, to })).map((row) => [row.draw_date, row]));
    for (const row of rows) {
      const current = stored.get(row.date);
      if (holidays.has(row.date)) refused.push({ row: row.row, line: row.line, reason: serverMessageIn(language, 'importHoliday') });
      // A stored row not shown was never published: showing it is an addition.
      else if (current === undefined || current.is_active !== 1) plan.added.push({ ...row, stored: current });
      else if (current.result === row.result) plan.unchanged.push({ ...row, stored: current });
      else plan.changed.push({ ...row, stored: current });
    }
  }
  const byRow = (a: { row: number }, b: { row: number }) => a.row - b.row;
  // Rows were grouped by game above; the answer lists them in file order.
  [plan.added, plan.changed, plan.unchanged].forEach((list) => list.sort(byRow));
  plan.refused.sort(byRow);
  return plan;
}
