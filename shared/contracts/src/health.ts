import './zod-jitless';
import { z } from './zod';

/** Body of GET /health/live and GET /health/ready (200 'ok', 503 'unavailable'). */
export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
