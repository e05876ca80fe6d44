// Imports nothing, so the shell's live-update hook can take it without zod.

/**
 * What a write changed, as the live stream (`apiPaths.resultStream`, event `changed`) tells open pages so
 * they reload what shows it. `clock`: no write, but a time boundary passed (a game's result time, midnight
 * in the site zone), so the games' states moved. `all`: the server may have missed changes (after a reconnect between
 * instances), so everything is reloaded.
 */
export type SiteChange =
  | { what: 'result'; gid: number; date: string }
  | { what: 'holiday'; gid: number; date: string }
  | { what: 'games' }
  | { what: 'content' }
  | { what: 'clock' }
  | { what: 'all' };

/** The Server-Sent Events event name of a SiteChange. */
export const SITE_CHANGE_EVENT = 'changed';

/** Everything may have changed: reload all. */
export const ALL_CHANGED: SiteChange = { what: 'all' };

/**
 * The SiteChange in a `changed` event's data. Anything else (a malformed or newer message) is read as
 * "everything may have changed", so the page reloads too much rather than too little.
 */
export function readSiteChange(data: unknown): SiteChange {
  let value: unknown;
  try {
    value = typeof data === 'string' ? JSON.parse(data) : undefined;
  } catch {
    return ALL_CHANGED;
  }
  if (typeof value !== 'object' || value === null) return ALL_CHANGED;
  const change = value as Record<string, unknown>;
  switch (change.what) {
    case 'result':
    case 'holiday':
      return Number.isInteger(change.gid) && typeof change.date === 'string'
        ? { what: change.what, gid: change.gid as number, date: change.date }
        : ALL_CHANGED;
    case 'games':
    case 'content':
    case 'clock':
      return { what: change.what };
    default:
      return ALL_CHANGED;
  }
}
