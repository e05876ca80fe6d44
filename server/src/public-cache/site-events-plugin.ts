import fp from 'fastify-plugin';
import { createSiteChanges, type SiteChanges } from './site-changes';
import { SiteEvents } from './site-events';

declare module 'fastify' {
  interface FastifyInstance {
    siteEvents: SiteEvents;
    /** Where services declare what their writes changed (site-changes.ts). */
    siteChanges: SiteChanges;
  }
}

/** Wires the event bus to Redis pub/sub when there is Redis, and to the public cache. */
export default fp(
  async (fastify) => {
    const { redis } = fastify;
    const channel = `${redis?.prefix ?? ''}site-events`;
    const fanOut = redis && { publish: async (message: string) => void (await redis.client.publish(channel, message)) };
    const events = new SiteEvents(fanOut, (error) => redis?.warn('telling other instances of a change', error));

    events.listen((event) => {
      if (event.type === 'flush') fastify.publicCache.clear();
      else fastify.publicCache.invalidate(event.tags);
    });

    if (redis) {
      let connectedBefore = false;
      redis.subscriber.on('message', (from: string, message: string) => {
        if (from !== channel) return;
        try {
          events.receive(message);
        } catch (error) {
          fastify.log.warn({ err: error }, 'ignored a malformed site event');
        }
      });
      // Pub/sub keeps nothing for a subscriber that was away: after a reconnect, start from scratch, once the
      // channel is listened to again. ioredis subscribes again after 'ready', and a change published before
      // that is answered would be lost after a clean start: so the start waits for a SUBSCRIBE of its own.
      redis.subscriber.on('ready', () => {
        if (!connectedBefore) {
          connectedBefore = true;
          return;
        }
        redis.subscriber.subscribe(channel).then(
          () => events.missedMessages(),
          (error: unknown) => fastify.log.warn({ err: error }, 'could not subscribe again to changes from other instances'),
        );
      });
      // Not awaited: with Redis down the site still starts, and ioredis subscribes once it connects.
      redis.subscriber.subscribe(channel).catch((error: unknown) => {
        fastify.log.warn({ err: error }, 'could not subscribe to changes from other instances');
      });
    }

    fastify.decorate('siteEvents', events);
    fastify.decorate('siteChanges', createSiteChanges(events, { timeZone: fastify.config.siteTimezone, clock: fastify.clock }));
  },
  { name: 'site-events', dependencies: ['redis', 'public-cache'] },
);
