import './zod-jitless';
import { z } from './zod-mini';
import { DEFAULT_SITE_TIME_ZONE } from '../draw-day/calendar';

/** The site's name when the deployment names none (SITE_NAME). */
export const DEFAULT_SITE_NAME = 'Ghadi Results';

const text = () => z.string().check(z.minLength(1));

/**
 * Read by the shell at start-up from /runtime-config.json (served no-cache), so a remote can move or be
 * redeployed without rebuilding the shell.
 */
export const runtimeConfigShape = {
  apiBaseUrl: z.string(),
  remotes: z.object({ admin: text(), agent: text() }),
  /** The site's name, for the header, footer and titles. */
  siteName: z._default(text(), DEFAULT_SITE_NAME),
  /** The IANA zone in which draw dates, today and the current month are counted. */
  timeZone: z._default(text(), DEFAULT_SITE_TIME_ZONE),
  /** The site runs on invented demo data (`npm run demo`): every page says so. */
  demo: z._default(z.boolean(), false),
  /** Where visitors reach the site (PUBLIC_ORIGIN), for the addresses other sites copy: the widget's. */
  publicOrigin: z._default(z.string(), ''),
  /** The VAPID public key browsers subscribe to result notifications with; null when the site has them off. */
  pushPublicKey: z._default(z.nullable(z.string()), null),
};

/** The file's schema, in zod/mini: every page load starts by reading it. */
export const runtimeConfigSchema = z.object(runtimeConfigShape);
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
