import '../api/zod-jitless';
import { formRule } from '../api/form-rules';
import { z } from '../api/zod';
import { drawDateSchema, pageQuerySchema } from '../api/common';
import { isCalendarDate } from '../draw-day/calendar-date';
import { isPrintable } from '../api/text-rules';

export const RESULT_MAX_LENGTH = 20;

// The largest GID the database can hold (PostgreSQL `integer`): a larger number names no game.
const MAX_GID = 2_147_483_647;
const GHADI_REF_MESSAGE = formRule('gameRef', 'ghadiId');
// A bound passed names its figure in the error body; the wording stays the one message.
const gidSchema = z.int({ error: GHADI_REF_MESSAGE }).min(1, formRule('gameRef', 'ghadiId', 1)).max(MAX_GID, formRule('gameRef', 'ghadiId', MAX_GID));

/**
 * The game an agent call names in `ghadiId`: its id (a UUID, what the front ends send) or its numeric GID,
 * as clients of the API this one replaces send it: in JSON a number or digits, in a query string digits.
 * The parsed value tells them apart by type (a string is an id, a number a GID) and, sent again as it is,
 * passes this schema again. Every rule fails with the one message, so a refusal always names the field.
 */
export const ghadiRefSchema = z
  .union(
    [
      z.uuid(GHADI_REF_MESSAGE),
      gidSchema,
      z.string().regex(/^\d{1,10}$/, GHADI_REF_MESSAGE).transform(Number).pipe(gidSchema),
    ],
    { error: GHADI_REF_MESSAGE },
  )
  .describe('The game: its id (a UUID), or its numeric GID as the original API took it (a number or digits)');
/** A game named by its id (string) or its GID (number); see ghadiRefSchema. */
export type GhadiRef = z.infer<typeof ghadiRefSchema>;

/** Whether `ref` names `ghadi`: by GID when it is a number, by id otherwise. */
export const isGhadiRefTo = (ref: GhadiRef, ghadi: { _id: string; GID: number }): boolean =>
  typeof ref === 'number' ? ghadi.GID === ref : ghadi._id === ref;

/** POST /api/agent/my-ghadi/update-result: publish or correct the result of one game for one date. */
export const updateResultRequestSchema = z.strictObject({
  ghadiId: ghadiRefSchema,
  result: z
    .string({ error: formRule('required', 'result') })
    // Before trimming, so a control character at either end is refused rather than silently dropped.
    .refine(isPrintable, { message: formRule('printable', 'result'), abort: true })
    .trim()
    .min(1, formRule('required', 'result'))
    .max(RESULT_MAX_LENGTH, formRule('maxChars', 'result', RESULT_MAX_LENGTH))
    .describe(
      "The result: a jodi game's as the original API took it; a matka market's line so far, 123-6 once the open is " +
        'declared, then 123-68-459 once the close is (not before its open, continuing it, at its close time or later). A line ' +
        'breaking the panna, single or jodi rule is refused with 400 naming the rule',
    ),
  dateTime: drawDateSchema,
  /**
   * The value the sender saw published for that game and date (null: none). With it, the server replaces
   * nothing else: a different value published meanwhile is answered 409 with it (resultConflictBodySchema).
   * Without it, the submission replaces whatever is there (the spec's callers).
   */
  replaces: z.nullable(z.string().max(RESULT_MAX_LENGTH, formRule('maxChars', 'replaces', RESULT_MAX_LENGTH))).optional(),
});
export type UpdateResultRequest = z.infer<typeof updateResultRequestSchema>;

const monthSchema = z.coerce.number().int().min(1, formRule('monthRange', 'month')).max(12, formRule('monthRange', 'month'));
const yearSchema = z.coerce.number().int().min(2000, formRule('notBefore', 'year', 2000)).max(2100, formRule('notAfter', 'year', 2100));

/** A calendar month of results; without it the current month in the site's time zone. */
export const monthQuerySchema = z.strictObject({ month: monthSchema.optional(), year: yearSchema.optional() });
export type MonthQuery = z.infer<typeof monthQuerySchema>;

// The public chart's URL carries the lower-cased English name, which the server receives URL-decoded.
const gameNameParamSchema = z.string().trim().min(1, formRule('required', 'name')).max(100, formRule('tooLong', 'name'));
/** One game by the name in its public URL. */
export const gameParamsSchema = z.strictObject({ name: gameNameParamSchema });

const YEAR_PARAM_MESSAGE = formRule('yearRange', 'year');
/** One game's calendar year of results. */
export const gameYearParamsSchema = gameParamsSchema.extend({
  year: z
    .string()
    .regex(/^\d{4}$/, YEAR_PARAM_MESSAGE)
    .transform(Number)
    .pipe(z.number().min(2000, formRule('yearRange', 'year', 2000)).max(2100, formRule('yearRange', 'year', 2100))),
});
export type GameYearParams = z.infer<typeof gameYearParamsSchema>;

/** One game's draw date. */
export const gameDateParamsSchema = gameParamsSchema.extend({
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: formRule('dateForm', 'date'), abort: true })
    .refine(isCalendarDate, formRule('calendarDate', 'date')),
});

export const reviewResultsQuerySchema = pageQuerySchema.extend({
  pageSize: pageQuerySchema.shape.pageSize.default(5),
});

/** The agent's history of one assigned game is searchable by result or date. */
export const agentHistoryQuerySchema = pageQuerySchema.extend({ ghadiId: ghadiRefSchema });
export type AgentHistoryQuery = z.input<typeof agentHistoryQuerySchema>;

/** The live stream: `since`, the instant a page's data was read, asks first for the changes made after it. */
export const resultStreamQuerySchema = z.strictObject({
  since: z.iso.datetime({ offset: true, error: formRule('dateTimeForm', 'since') }).optional(),
});
