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
  /** First published. */
  created_at: string;
  /** Last submission, identical or not. */
  updated_at: string;
  /** When the value last became a different one; equals `created_at` until a correction. */
  changed_at: string;
}

export type ResultRow = Selectable<ResultsTable>;
export type NewResult = Insertable<ResultsTable>;
export type ResultUpdate = Updateable<ResultsTable>;
