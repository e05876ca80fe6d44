import './zod-jitless';
import { z } from './zod';
import { drawDateSchema, pageQuerySchema, recordIdSchema } from './common';
import { isPrintable } from './text-rules';

export const RESULT_MAX_LENGTH = 20;

/** POST /api/agent/my-ghadi/update-result: publish or correct the result of one game for one date. */
export const updateResultRequestSchema = z.strictObject({
  ghadiId: recordIdSchema,
  result: z
    .string({ error: 'result is required' })
    // Before trimming, so a control character at either end is refused rather than silently dropped.
    .refine(isPrintable, { message: 'result may contain only printable characters', abort: true })
    .trim()
    .min(1, 'result is required')
    .max(RESULT_MAX_LENGTH, `result must be at most ${RESULT_MAX_LENGTH} characters`),
  dateTime: drawDateSchema,
});
export type UpdateResultRequest = z.infer<typeof updateResultRequestSchema>;

const monthSchema = z.coerce.number().int().min(1, 'month must be 1 to 12').max(12, 'month must be 1 to 12');
const yearSchema = z.coerce.number().int().min(2000, 'year must be 2000 or later').max(2100, 'year must be 2100 or earlier');

/** A calendar month of results; without it the current month in the site's time zone. */
export const monthQuerySchema = z.strictObject({ month: monthSchema.optional(), year: yearSchema.optional() });
export type MonthQuery = z.infer<typeof monthQuerySchema>;

export const reviewResultsQuerySchema = pageQuerySchema.extend({
  pageSize: pageQuerySchema.shape.pageSize.default(5),
});

/** The agent's history of one assigned game is searchable by result or date. */
export const agentHistoryQuerySchema = pageQuerySchema.extend({ ghadiId: recordIdSchema });
export type AgentHistoryQuery = z.input<typeof agentHistoryQuerySchema>;
