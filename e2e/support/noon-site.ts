import { addDays, DEFAULT_SITE_TIME_ZONE, drawDateIn } from '@ghadi/contracts';
import { startSiteServer } from './servers';

/**
 * A site of a spec's own whose clock reads noon of the site's day in its zone, whatever the hour the suite
 * runs at: libfaketime moves the server's wall clock, the spec gives the browser the same time
 * (`page.clock.install({ time: site.now() })`), and the test's dates and times come from `now()` too. For
 * specs that need a result time still to come and one gone by today.
 */
export interface NoonSite {
  origin: string;
  /** The site's moved clock. */
  now(): Date;
  /** The site's day on that clock, `days` from today. */
  day(days?: number): string;
  stop(): Promise<void>;
}

/** Noon of the site's day now, as an instant: 12:00 UTC less the zone's offset at that moment. */
function siteNoon(timeZone: string): Date {
  const utcNoon = new Date(`${drawDateIn(timeZone)}T12:00:00Z`);
  const wallClock = (zone: string) => new Date(utcNoon.toLocaleString('en-US', { timeZone: zone })).getTime();
  return new Date(utcNoon.getTime() - (wallClock(timeZone) - wallClock('UTC')));
}

export async function startNoonSite(port: number): Promise<NoonSite> {
  const origin = `http://127.0.0.1:${port}`;
  const offsetMs = siteNoon(DEFAULT_SITE_TIME_ZONE).getTime() - Date.now();
  const server = await startSiteServer(port, { PUBLIC_ORIGIN: origin }, { clockOffsetMs: offsetMs });
  const now = () => new Date(Date.now() + offsetMs);
  return { origin, now, day: (days = 0) => addDays(drawDateIn(DEFAULT_SITE_TIME_ZONE, now()), days), stop: server.stop };
}
