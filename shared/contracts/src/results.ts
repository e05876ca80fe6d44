import { z } from './zod';
import { drawDateSchema, listResponse, pagedResponse, pageQuerySchema, recordIdSchema } from './common';

/** One published result: one per game per draw date. */
export const resultSchema = z.object({
  _id: z.string(),
  id: z.string(),
  GID: z.number().int(),
  /** The game's English name, which the public chart uses. */
  Name: z.string(),
  Result: z.string(),
  /** The draw date, `YYYY-MM-DD`, in the site's time zone. */
  DateTime: z.string(),
  CreatedById: z.string().nullable(),
  isActive: z.boolean(),
});
export type Result = z.infer<typeof resultSchema>;

export const RESULT_MAX_LENGTH = 20;

/** POST /api/agent/my-ghadi/update-result: publish or correct the result of one game for one date. */
export const updateResultRequestSchema = z.strictObject({
  ghadiId: recordIdSchema,
  result: z
    .string({ error: 'result is required' })
    .trim()
    .min(1, 'result is required')
    .max(RESULT_MAX_LENGTH, `result must be at most ${RESULT_MAX_LENGTH} characters`),
  dateTime: drawDateSchema,
});
export type UpdateResultRequest = z.infer<typeof updateResultRequestSchema>;

export const updateResultResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: resultSchema,
  /** The value this submission replaced, or null when the date had no result yet. */
  previousResult: z.string().nullable(),
});

const monthSchema = z.coerce.number().int().min(1, 'month must be 1 to 12').max(12, 'month must be 1 to 12');
const yearSchema = z.coerce.number().int().min(2000, 'year must be 2000 or later').max(2100, 'year must be 2100 or earlier');

/** A calendar month of results; without it the current month in the site's time zone. */
export const monthQuerySchema = z.strictObject({ month: monthSchema.optional(), year: yearSchema.optional() });
export type MonthQuery = z.infer<typeof monthQuerySchema>;

export const resultListResponseSchema = listResponse(resultSchema);

/** A row of the admin's results review: the result with its agent and game. */
export const reviewResultSchema = resultSchema.extend({
  AgentName: z.string(),
  AgentUserName: z.string(),
  UpdatedAt: z.string(),
});
export type ReviewResult = z.infer<typeof reviewResultSchema>;
export const reviewResultsQuerySchema = pageQuerySchema.extend({
  pageSize: pageQuerySchema.shape.pageSize.default(5),
});
export const reviewResultsResponseSchema = pagedResponse(reviewResultSchema);

/** The agent's history of one assigned game, newest first, searchable by result or date. */
export const agentHistoryQuerySchema = pageQuerySchema.extend({ ghadiId: recordIdSchema });
export const agentHistoryResponseSchema = pagedResponse(resultSchema);

export type UpdateResultResponse = z.infer<typeof updateResultResponseSchema>;
export type AgentHistoryQuery = z.input<typeof agentHistoryQuerySchema>;
export type AgentHistoryResponse = z.infer<typeof agentHistoryResponseSchema>;

/** GET /api/results/stream: Server-Sent Events, `result` (with an id, data below) and `refresh` (reload the lists). */
export const RESULT_STREAM_PATH = '/api/results/stream';
export const liveResultSchema = resultSchema.pick({ GID: true, Name: true, Result: true, DateTime: true });
export type LiveResult = z.infer<typeof liveResultSchema>;
