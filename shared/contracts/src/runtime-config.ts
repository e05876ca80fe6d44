import { z } from './zod';
import { DEFAULT_SITE_TIME_ZONE } from './calendar';

/**
 * Read by the shell at start-up from /runtime-config.json (served no-cache), so a remote can move or be
 * redeployed without rebuilding the shell.
 */
export const runtimeConfigSchema = z.object({
  apiBaseUrl: z.string(),
  remotes: z.object({
    admin: z.string().min(1),
    agent: z.string().min(1),
  }),
  /** The site's name, for the header, footer and titles. */
  siteName: z.string().min(1).default('Ghadi Results'),
  /** The IANA zone in which draw dates, today and the current month are counted. */
  timeZone: z.string().min(1).default(DEFAULT_SITE_TIME_ZONE),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

export const RUNTIME_CONFIG_PATH = '/runtime-config.json';
