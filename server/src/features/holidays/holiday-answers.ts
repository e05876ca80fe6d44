import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { PublicAnswer } from '../../public-cache/public-answer';
import { publicReads } from '../../public-cache/public-cache-keys';
import { listHolidays } from './holidays';

/** Every game's holidays in a month, or in the whole year without `month`. */
export const holidaysAnswer = (db: Kysely<Database>, year: number, month?: number): PublicAnswer => ({
  read: publicReads.holidays(year, month),
  load: async () => ({ success: true, data: await listHolidays(db, year, month) }),
});
