import {
  drawDateIn,
  drawDateSchema,
  serverMessages,
  updateResultRequestSchema,
  type Ghadi,
  type ImportChange,
  type ImportRefusal,
  type ImportRow,
  type Result,
} from '@ghadi/contracts';
import type { AdminDb } from './handlers/admin-db';

/** A data row of an import file: its number among the data rows, its file line, its fields by column name. */
export interface FakeCsvLine {
  row: number;
  line: number;
  fields: Record<string, string>;
}

/** A row that will be written: a new result, or a different value over `existing`. */
interface FakeWrite {
  ghadi: Ghadi;
  date: string;
  result: string;
  existing?: Result;
}

/** What importing the rows would do, every row listed (the handlers cap the lists as the server does). */
export interface FakeImportPlan {
  rows: number;
  added: ImportRow[];
  changed: ImportChange[];
  unchanged: ImportRow[];
  refused: ImportRefusal[];
  writes: FakeWrite[];
}

const resultRule = updateResultRequestSchema.shape.result;
// Roughly the server's key (NFKC, case-folded, spaces made one): enough for the names tests use.
const nameKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/** The row's game, or why it has none, by the server's rules: `gid`, `game` or both, which must agree. */
function gameOf(db: AdminDb, fields: Record<string, string>): Ghadi | string {
  const gid = (fields.gid ?? '').trim();
  const name = (fields.game ?? '').trim();
  const byGid = gid === '' ? undefined : db.ghadis.find((ghadi) => String(ghadi.GID) === gid);
  if (gid !== '' && !byGid) return serverMessages.importUnknownGame(`gid ${gid}`);
  const byName = name === '' ? undefined : db.ghadis.find((ghadi) => nameKey(ghadi.NameEn) === nameKey(name));
  if (name !== '' && !byName) return serverMessages.importUnknownGame(name);
  if (byGid && byName && byGid !== byName) return serverMessages.importGameMismatch;
  return byGid ?? byName ?? serverMessages.importUnknownGame('no game or gid given');
}

/** Why the row cannot be imported, or what it writes, by the rules the server checks a row with. */
function checkRow(db: AdminDb, { fields }: FakeCsvLine, firstRowOf: Map<string, number>): FakeWrite | string {
  const ghadi = gameOf(db, fields);
  if (typeof ghadi === 'string') return ghadi;
  const date = (fields.date ?? '').trim();
  if (!drawDateSchema.safeParse(date).success) return serverMessages.importBadDate;
  // Fixed-width YYYY-MM-DD strings compare as the dates do.
  if (date > drawDateIn(db.timeZone)) return serverMessages.importFutureDate;
  if (db.holidays.some((holiday) => holiday.GID === ghadi.GID && holiday.DateTime === date)) return serverMessages.importHoliday;
  const result = resultRule.safeParse(fields.result ?? '');
  if (!result.success) return result.error.issues.map((issue) => issue.message).join('; ');
  const firstRow = firstRowOf.get(`${ghadi.GID}|${date}`);
  if (firstRow !== undefined) return serverMessages.importDuplicate(firstRow);
  const existing = db.results.find((stored) => stored.GID === ghadi.GID && stored.DateTime === date);
  return { ghadi, date, result: result.data, existing };
}

/** Checks `lines` against the fake's games, holidays and results, as the server's preview and import do. */
export function planImport(db: AdminDb, lines: readonly FakeCsvLine[]): FakeImportPlan {
  const plan: FakeImportPlan = { rows: lines.length, added: [], changed: [], unchanged: [], refused: [], writes: [] };
  const firstRowOf = new Map<string, number>();
  for (const line of lines) {
    const checked = checkRow(db, line, firstRowOf);
    if (typeof checked === 'string') {
      plan.refused.push({ row: line.row, line: line.line, reason: checked });
      continue;
    }
    const { ghadi, date, result, existing } = checked;
    firstRowOf.set(`${ghadi.GID}|${date}`, line.row);
    const row = { row: line.row, GID: ghadi.GID, game: ghadi.NameEn, date, result };
    if (existing?.Result === result) {
      plan.unchanged.push(row);
      continue;
    }
    if (existing) plan.changed.push({ row: line.row, GID: ghadi.GID, game: ghadi.NameEn, date, from: existing.Result, to: result });
    else plan.added.push(row);
    plan.writes.push(checked);
  }
  return plan;
}

/** Publishes the plan's rows in the fake's data. */
export function writeImport(db: AdminDb, plan: FakeImportPlan): void {
  for (const { ghadi, date, result, existing } of plan.writes) {
    if (existing) existing.Result = result;
    else db.addResult(ghadi, null, { DateTime: date, Result: result });
  }
}
