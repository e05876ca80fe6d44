import type { Insertable, Selectable } from 'kysely';

/** A date a game does not run, marked by an admin: no result can be published for it. */
export interface HolidaysTable {
  gid: number;
  /** The draw date in SITE_TIMEZONE as 'YYYY-MM-DD'. */
  draw_date: string;
  created_by: number;
  created_at: string;
}

export type HolidayRow = Selectable<HolidaysTable>;
export type NewHoliday = Insertable<HolidaysTable>;
