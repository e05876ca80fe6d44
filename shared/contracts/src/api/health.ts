import './zod-jitless';
import { z } from './zod';

/** What readiness depends on: the schema migrated, the database answering, and Redis when the site uses it. */
export const readinessChecks = ['migrations', 'database', 'redis'] as const;

/** Body of GET /health/live and GET /health/ready (200 'ok', 503 'unavailable' with what is failing). */
export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  failing: z.array(z.enum(readinessChecks)).optional(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
