import '../api/zod-jitless';
import { z } from '../api/zod-mini';
import { listResponse } from '../api/responses';

/** How a submission came in: typed into a result form, or brought in by a bulk import. */
export const RESULT_SOURCES = ['entered', 'imported'] as const;
export type ResultSource = (typeof RESULT_SOURCES)[number];

/** One submission of a result, as the admin's review shows its trail. */
export const resultHistoryEntrySchema = z.object({
  /** The value it replaced; null for the first publication. */
  From: z.nullable(z.string()),
  To: z.string(),
  /** When, as an ISO instant. */
  ChangedAt: z.string(),
  /** Who: an agent's display name, or an admin's user name. */
  ChangedBy: z.string(),
  Source: z.enum(RESULT_SOURCES),
});
export type ResultHistoryEntry = z.infer<typeof resultHistoryEntrySchema>;

/** GET apiPaths.adminResultHistory: every submission of one result, oldest first. */
export const resultHistoryResponseSchema = listResponse(resultHistoryEntrySchema);
export type ResultHistoryResponse = z.infer<typeof resultHistoryResponseSchema>;

/** Whether a submission changed the value (a first publication or an identical re-send did not). */
export const isResultChange = (entry: Pick<ResultHistoryEntry, 'From' | 'To'>): boolean => entry.From !== null && entry.From !== entry.To;
