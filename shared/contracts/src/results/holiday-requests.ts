import '../api/zod-jitless';
import { drawDateSchema } from '../api/common';
import { ghadiRefSchema, monthQuerySchema } from './result-requests';
import { formRule } from '../api/form-rules';
import { z } from '../api/zod';

/** PUT/DELETE apiPaths.holiday: the game (its id or GID) and the date, by the rule of result dates. */
export const holidayParamsSchema = z.strictObject({
  ghadiId: ghadiRefSchema,
  date: z.string().refine((date) => drawDateSchema.safeParse(date).success, formRule('calendarDateInForm', 'date')),
});
export type HolidayParams = z.infer<typeof holidayParamsSchema>;

/** GET apiPaths.holidays: a year, and a month of it or none for the whole year. */
export const holidaysQuerySchema = monthQuerySchema.extend({
  // Said first, so a missing year is not reported as "expected number, received NaN".
  year: z
    .unknown()
    .refine((year): boolean => year !== undefined, formRule('required', 'year'))
    .pipe(monthQuerySchema.shape.year.unwrap()),
});
export type HolidaysQuery = z.infer<typeof holidaysQuerySchema>;
