import './zod-jitless';
import { z } from './zod-mini';

/** A random id per page load, sent as the `x-session-id` header of POST /api/visitor/track. */
export const VISITOR_SESSION_HEADER = 'x-session-id';
export const visitorSessionIdSchema = z
  .string({ error: 'x-session-id header is required' })
  .check(z.regex(/^[A-Za-z0-9_-]{8,64}$/, 'x-session-id must be 8 to 64 letters, digits, dashes or underscores'));

export const visitorStatsResponseSchema = z.object({
  success: z.literal(true),
  /** Distinct page-load sessions ever seen. */
  totalUsers: z.int().check(z.minimum(0)),
  /** Sessions seen in the last five minutes. */
  activeUsers: z.int().check(z.minimum(0)),
});
export type VisitorStats = z.infer<typeof visitorStatsResponseSchema>;

export const VISITOR_ACTIVE_WINDOW_MS = 5 * 60_000;
/** An open page tracks again this often, so it keeps counting as active. */
export const VISITOR_RETRACK_MS = 60_000;
/** Stats are polled every 15 seconds. */
export const STATS_POLL_MS = 15_000;
