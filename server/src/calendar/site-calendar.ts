/**
 * Where "now" comes from. The calendar rules themselves (draw dates, today, yesterday, the current
 * month, counted in SITE_TIMEZONE) are @ghadi/contracts' (drawDateIn and the rest), shared with the
 * browsers; the server passes them `fastify.clock()` so tests can fix "now".
 */

/** Where "now" comes from; the app decorates one as `fastify.clock`. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
