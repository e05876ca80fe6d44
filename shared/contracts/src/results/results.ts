import '../api/zod-jitless';
import { z } from '../api/zod-mini';
import { ghadiIdentitySchema } from '../games/ghadis';
import { itemResponse, listResponse, pagedResponse } from '../api/responses';
import { resultCorrectionSchema } from '../draw-day/draw-day';

/** One published result: one per game per draw date. */
export const resultSchema = z.object({
  _id: z.string(),
  id: z.string(),
  GID: z.int(),
  /** The game's English name, which the public chart uses. */
  Name: z.string(),
  Result: z.string(),
  /** The draw date, `YYYY-MM-DD`, in the site's time zone. */
  DateTime: z.string(),
  CreatedById: z.nullable(z.string()),
  isActive: z.boolean(),
  /** The game, named as every payload names one. */
  ghadi: ghadiIdentitySchema,
});
export type Result = z.infer<typeof resultSchema>;

export const resultListResponseSchema = listResponse(resultSchema);

/** One game's results (a month, or a year): the list, and the game itself, so a page needs no other read to name it. */
export const gameResultsResponseSchema = z.extend(resultListResponseSchema, {
  ghadi: ghadiIdentitySchema,
  /** Only for a matka market (its page links its jodi and panel charts): a jodi game answers the spec's shape. */
  market: z.optional(z.literal(true)),
});
export type GameResultsResponse = z.infer<typeof gameResultsResponseSchema>;

/** The answer to POST /api/agent/my-ghadi/update-result (its body's rules are in ./result-requests). */
export const updateResultResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: resultSchema,
  /** The value this submission replaced, or null when the date had no result yet. */
  previousResult: z.nullable(z.string()),
});
export type UpdateResultResponse = z.infer<typeof updateResultResponseSchema>;

/** The 409 of a submission whose `replaces` is not what is published: the value that is, for the sender to confirm. */
export const resultConflictBodySchema = z.object({
  success: z.literal(false),
  code: z.enum(['resultAlreadyPublished', 'resultChangedMeanwhile']),
  message: z.string(),
  currentResult: z.string(),
});
export type ResultConflictBody = z.infer<typeof resultConflictBodySchema>;

/** Why a publication is refused in favour of the value published (`currentResult`), the message aside. */
export type ReplaceConflict = Pick<ResultConflictBody, 'code' | 'currentResult'>;

/**
 * The refusal of publishing `result` over `current` (the value published, null for none) by a sender who saw
 * `replaces` (undefined: a caller that replaces whatever is there), or null to go ahead: re-sending the value
 * that is there is no conflict.
 */
export function replaceConflict(current: string | null, result: string, replaces: string | null | undefined): ReplaceConflict | null {
  if (replaces === undefined || current === null || current === replaces || current === result) return null;
  return { code: replaces === null ? 'resultAlreadyPublished' : 'resultChangedMeanwhile', currentResult: current };
}


/** A row of the admin's results review: the result with its agent and game. */
export const reviewResultSchema = z.extend(resultSchema, {
  AgentName: z.string(),
  AgentUserName: z.string(),
  UpdatedAt: z.string(),
  /** How many times the value was changed to another one: the rows with a trail worth showing. */
  Changes: z.int().check(z.minimum(0)),
});
export type ReviewResult = z.infer<typeof reviewResultSchema>;
export const reviewResultsResponseSchema = pagedResponse(reviewResultSchema);

/** The agent's history of one assigned game, newest first. */
export const agentHistoryResponseSchema = pagedResponse(resultSchema);
export type AgentHistoryResponse = z.infer<typeof agentHistoryResponseSchema>;

/** One game's result of one draw date (`GET /api/results/{name}/dates/{date}`): a result date page's own read. */
export const resultDateSchema = z.object({
  ghadi: ghadiIdentitySchema,
  /** The draw date, `YYYY-MM-DD`. */
  DateTime: z.string(),
  /** The published value; null when none is. */
  Result: z.nullable(z.string()),
  /** When the value was first published (ISO 8601); null when none is. */
  DeclaredAt: z.nullable(z.string()),
  /** When the value last became another one; null unless it was corrected. */
  CorrectedAt: z.nullable(z.string()),
  /** Each change of the published value to another one, oldest first. */
  Trail: z.array(resultCorrectionSchema),
});
export type ResultDate = z.infer<typeof resultDateSchema>;
export const resultDateResponseSchema = itemResponse(resultDateSchema);
