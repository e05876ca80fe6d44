import { sql } from 'kysely';
import { createDatabase } from '../../src/db/database';

export interface HistoryEntry {
  drawDate: string;
  oldResult: string | null;
  newResult: string;
}

export interface DatabaseState {
  /** SQLite's `PRAGMA integrity_check` ('ok' when sound); null on PostgreSQL, which has no such check. */
  integrity: string | null;
  /** Draw date -> result, for every stored result of the game. */
  results: Map<string, string>;
  /** The game's submissions in the order they were made. */
  history: HistoryEntry[];
}

/** Reads one game's results and history straight from the database, as an operator inspecting it would. */
export async function readDatabaseState(databaseUrl: string, gameName: string): Promise<DatabaseState> {
  const { db, dialect } = createDatabase(databaseUrl, () => {});
  try {
    // A copy without the game at all holds none of its results: report that rather than throw.
    const gid = (await db.selectFrom('ghadis').select('gid').where('name_en', '=', gameName).executeTakeFirst())?.gid ?? -1;
    const integrity =
      dialect === 'sqlite'
        ? (await sql<{ integrity_check: string }>`pragma integrity_check`.execute(db)).rows.map((row) => row.integrity_check).join('; ')
        : null;
    const results = await db.selectFrom('results').select(['draw_date', 'result']).where('gid', '=', gid).execute();
    const history = await db
      .selectFrom('result_history')
      .select(['draw_date', 'old_result', 'new_result'])
      .where('gid', '=', gid)
      .orderBy('history_id')
      .execute();
    return {
      integrity,
      results: new Map(results.map((row) => [row.draw_date, row.result])),
      history: history.map((row) => ({ drawDate: row.draw_date, oldResult: row.old_result, newResult: row.new_result })),
    };
  } finally {
    await db.destroy();
  }
}
