import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database';
import type { NewResultHistory } from '../../db/tables/result-history';
import type { NewResult } from '../../db/tables/results';
import { replacePublishedResult } from '../results';

// Rows per INSERT: few enough for SQLite's and PostgreSQL's bound-parameter limits (10 columns x 500 is
// 5,000), many enough that 146,000 rows take a few hundred statements.
const BATCH_ROWS = 500;

/** A result stored for a game and date, whether or not it is shown. */
export interface StoredResultRow {
  id: string;
  draw_date: string;
  result: string;
  is_active: number;
}

/** A game's stored results dated `from`..`to` (inclusive): one query per game rather than one per row. */
export async function findStoredResults(db: Kysely<Database>, gid: number, range: { from: string; to: string }): Promise<StoredResultRow[]> {
  return db
    .selectFrom('results')
    .select(['id', 'draw_date', 'result', 'is_active'])
    .where('gid', '=', gid)
    .where('draw_date', '>=', range.from)
    .where('draw_date', '<=', range.to)
    .execute();
}

/** The dates a game is marked off within `from`..`to` (inclusive). */
export async function findHolidayDates(db: Kysely<Database>, gid: number, range: { from: string; to: string }): Promise<string[]> {
  const rows = await db
    .selectFrom('holidays')
    .select('draw_date')
    .where('gid', '=', gid)
    .where('draw_date', '>=', range.from)
    .where('draw_date', '<=', range.to)
    .execute();
  return rows.map((row) => row.draw_date);
}

/**
 * Writes `rows` a batch at a time, letting the event loop run between batches: SQLite's statements are
 * synchronous, so without that pause a large import would hold every other request for its whole length.
 */
async function inBatches<T>(rows: readonly T[], write: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH_ROWS) {
    await write(rows.slice(start, start + BATCH_ROWS));
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** Publishes many results, each replacing the one of its game and date by the rule one publication follows. */
export async function upsertResults(trx: Transaction<Database>, rows: readonly NewResult[]): Promise<void> {
  await inBatches(rows, (batch) => trx.insertInto('results').values(batch).onConflict(replacePublishedResult).execute());
}

export async function insertResultHistories(trx: Transaction<Database>, rows: readonly NewResultHistory[]): Promise<void> {
  await inBatches(rows, (batch) => trx.insertInto('result_history').values(batch).execute());
}
