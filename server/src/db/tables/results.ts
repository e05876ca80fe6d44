import type { Insertable, Selectable, Updateable } from 'kysely';

export interface ResultsTable {
  id: string;
  gid: number;
  /** The draw date in SITE_TIMEZONE as 'YYYY-MM-DD'; unique per game. */
  draw_date: string;
  result: string;
  /** What the latest submission replaced; null when it was the first for this game and date. */
  previous_result: string | null;
  /** Who published the current value. */
  created_by: number;
  is_active: number;
  created_at: string;
  updated_at: string;
}

export type ResultRow = Selectable<ResultsTable>;
export type NewResult = Insertable<ResultsTable>;
export type ResultUpdate = Updateable<ResultsTable>;
