import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/** Append-only: one row per submission, never updated or deleted. */
export interface ResultHistoryTable {
  history_id: Generated<number>;
  result_id: string;
  gid: number;
  draw_date: string;
  old_result: string | null;
  new_result: string;
  changed_by: number;
  changed_at: string;
  /** `entered` through the API's result form, or `imported` in bulk. */
  source: ColumnType<ResultSource, ResultSource | undefined, ResultSource>;
}

export type ResultSource = 'entered' | 'imported';

export type ResultHistoryRow = Selectable<ResultHistoryTable>;
export type NewResultHistory = Insertable<ResultHistoryTable>;
