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
