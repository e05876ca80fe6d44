import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { ResultSource } from '@ghadi/contracts';
import type { Database } from '../../db/database';
import type { ResultRow } from '../../db/tables/results';
import { findHolidayDates } from '../holidays';
import { insertResultHistories, upsertResults } from './result-queries';

// The one write path of results: an entered result and an imported file are checked by these rules and
// written by this writer, so neither can drift from the other. (The value itself is checked by the contracts'
// result rule, updateResultRequestSchema, for both.)

/** A result to publish: a game, a draw date, and the value, already checked by the contracts' result rule. */
export interface ResultEntry {
  gid: number;
  drawDate: string;
  result: string;
}

/** Who publishes, at which instant, and how it came in. */
export interface Publication {
  userId: number;
  now: string;
  source: ResultSource;
}

/**
 * The dates among `dates` on which the game is marked off, when no result can be published. Read under the
 * game's lock (holidays' lockGhadiCalendar), which marking a holiday takes too.
 */
export async function holidaysAmong(db: Kysely<Database>, gid: number, dates: readonly string[]): Promise<Set<string>> {
  const wanted = new Set(dates);
  const sorted = [...wanted].sort();
  if (sorted.length === 0) return new Set();
  const off = await findHolidayDates(db, gid, { from: sorted[0]!, to: sorted.at(-1)! });
  return new Set(off.filter((date) => wanted.has(date)));
}

const entryKey = (gid: number, drawDate: string): string => `${gid}|${drawDate}`;

/**
 * Publishes each entry, replacing the result stored for its game and date, and appends one history row per
 * entry (the value replaced, the new one, who, when, entered or imported), in the caller's transaction: all
 * of it happens or none does. Returns the saved rows in the entries' order.
 */
export async function writeResults(trx: Transaction<Database>, entries: readonly ResultEntry[], by: Publication): Promise<ResultRow[]> {
  const saved = await upsertResults(
    trx,
    entries.map((entry) => ({
      id: randomUUID(),
      gid: entry.gid,
      draw_date: entry.drawDate,
      result: entry.result,
      previous_result: null,
      created_by: by.userId,
      is_active: 1,
      created_at: by.now,
      updated_at: by.now,
      changed_at: by.now,
    })),
  );
  const byKey = new Map(saved.map((row) => [entryKey(row.gid, row.draw_date), row]));
  const inOrder = entries.map((entry) => byKey.get(entryKey(entry.gid, entry.drawDate))!);
  await insertResultHistories(
    trx,
    inOrder.map((row) => ({
      result_id: row.id,
      gid: row.gid,
      draw_date: row.draw_date,
      old_result: row.previous_result,
      new_result: row.result,
      changed_by: by.userId,
      changed_at: by.now,
      source: by.source,
    })),
  );
  return inOrder;
}
