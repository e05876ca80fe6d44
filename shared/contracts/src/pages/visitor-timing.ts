// Free of zod, like everything the public pages' first download takes from here: ./visitor re-exports it.

/** A random id per page load, sent as the `x-session-id` header of POST /api/visitor/track. */
export const VISITOR_SESSION_HEADER = 'x-session-id';

export const VISITOR_ACTIVE_WINDOW_MS = 5 * 60_000;
/** An open page tracks again this often, so it keeps counting as active. */
export const VISITOR_RETRACK_MS = 60_000;
/** Stats are polled every 15 seconds. */
export const STATS_POLL_MS = 15_000;
