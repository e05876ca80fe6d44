import './zod-jitless';
import { formRule } from './form-rules';
import { z } from './zod';
import { isCalendarDate } from '../draw-day/calendar-date';

/** Records are addressed by an opaque id (a UUID), carried as both `_id` and `id`. */
export const recordIdSchema = z.uuid(formRule('validId', 'id'));
export const idParamsSchema = z.strictObject({ id: recordIdSchema });

const positiveInt = (field: 'page' | 'pageSize', max: number) =>
  z.coerce
    .number({ error: formRule('number', field) })
    .int(formRule('wholeNumber', field))
    .min(1, formRule('atLeast', field, 1))
    .max(max, formRule('maxNumber', field, max));

/** Query parameters of paged lists; `search` is matched case-insensitively. */
export const pageQuerySchema = z.strictObject({
  page: positiveInt('page', 1_000_000).default(1),
  pageSize: positiveInt('pageSize', 100).default(10),
  search: z.string().trim().max(100, formRule('maxChars', 'search', 100)).default(''),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** A draw date: `YYYY-MM-DD`, and a day that exists in the calendar. */
export const drawDateSchema = z
  .string()
  // abort: a value not shaped like a date gets this one message, not also "not a real date".
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: formRule('dateForm', 'dateTime'), abort: true })
  .refine(isCalendarDate, formRule('calendarDate', 'dateTime'));
