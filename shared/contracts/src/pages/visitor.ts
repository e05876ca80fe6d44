import '../api/zod-jitless';
import { formRule } from '../api/form-rules';
import { z } from '../api/zod-mini';

export * from './visitor-timing';

export const visitorSessionIdSchema = z
  .string({ error: formRule('headerRequired', 'visitorSession') })
  .check(z.regex(/^[A-Za-z0-9_-]{8,64}$/, formRule('sessionHeader', 'visitorSession')));

export const visitorStatsResponseSchema = z.object({
  success: z.literal(true),
  /** Distinct page-load sessions ever seen. */
  totalUsers: z.int().check(z.minimum(0)),
  /** Sessions seen in the last five minutes. */
  activeUsers: z.int().check(z.minimum(0)),
});
export type VisitorStats = z.infer<typeof visitorStatsResponseSchema>;
