import fp from 'fastify-plugin';
import { VISITOR_ACTIVE_WINDOW_MS } from '@ghadi/contracts';
import {
  findRecentVisitorSessions,
  findVisitorSessionCount,
  insertNewVisitorSessions,
  updateVisitorSessionsLastSeen,
} from './visitor-session-queries';
import { RedisVisitorTally } from './redis-visitor-tally';
import { VisitorCounter, type VisitorCounts, type VisitorStore } from './visitor-counter';

declare module 'fastify' {
  interface FastifyInstance {
    visitors: {
      /** Counts a sighting; resolves once the site-wide tally has it (or failed to take it: then this instance's). */
      track(sessionId: string): Promise<void>;
      counts(): Promise<VisitorCounts>;
      /** Writes the sightings not stored yet; tests call it to look at the table. */
      flush(): Promise<void>;
    };
  }
}

const FLUSH_INTERVAL_MS = 1_000;
// A spike of new page loads is written at once rather than waiting for the timer.
const FLUSH_AT_PENDING = 5_000;
// About 100 bytes a session: the live set stays under a few tens of MB whatever the traffic.
const MAX_LIVE_SESSIONS = 200_000;

export default fp(
  async (fastify) => {
    const { db } = fastify;
    const now = () => fastify.clock().getTime();
    const store: VisitorStore = {
      async save(sessions) {
        const inserted = await insertNewVisitorSessions(db, sessions);
        await updateVisitorSessionsLastSeen(db, sessions);
        return inserted;
      },
    };
    const since = new Date(now() - VISITOR_ACTIVE_WINDOW_MS).toISOString();
    const counter = new VisitorCounter({
      storedTotal: await findVisitorSessionCount(db),
      recent: await findRecentVisitorSessions(db, since, MAX_LIVE_SESSIONS),
      maxSessions: MAX_LIVE_SESSIONS,
    });

    // One flush at a time, in order; a failed one leaves its sightings queued for the next.
    let flushing: Promise<void> = Promise.resolve();
    const flush = (): Promise<void> => {
      flushing = flushing.catch(() => undefined).then(() => counter.flush(store));
      return flushing;
    };
    const flushInBackground = () =>
      // A visitor counting failure is only logged: the counter must never fail a page.
      flush().catch((error: unknown) => fastify.log.warn({ err: error }, 'storing visitor sessions failed'));

    const timer = setInterval(flushInBackground, FLUSH_INTERVAL_MS);
    timer.unref();

    // With Redis the figures are site-wide; without it, or while it is away, this instance's own.
    const shared = fastify.redis && new RedisVisitorTally(fastify.redis.client, fastify.redis.prefix);
    const redisFailed = (error: unknown) => fastify.redis?.warn('visitor counts', error);

    fastify.decorate('visitors', {
      async track(sessionId: string) {
        counter.track(sessionId, now());
        if (counter.pending >= FLUSH_AT_PENDING) void flushInBackground();
        // Awaited, so a sighting the server acknowledged is in the figures every instance answers next.
        await shared?.track(sessionId, now()).catch(redisFailed);
      },
      async counts() {
        const local = counter.counts(now());
        if (!shared) return local;
        try {
          const site = await shared.counts(now());
          // The stored total predates Redis being added; it is a floor for the site-wide figure.
          return { total: Math.max(site.total, local.total), active: site.active };
        } catch (error) {
          redisFailed(error);
          return local;
        }
      },
      flush,
    });

    fastify.addHook('onClose', async () => {
      clearInterval(timer);
      await flushInBackground();
    });
  },
  { name: 'visitors', dependencies: ['db', 'redis'] },
);
