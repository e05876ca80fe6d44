import fp from 'fastify-plugin';
import { LiveStreamHub } from './live-stream-hub';

declare module 'fastify' {
  interface FastifyInstance {
    liveStream: LiveStreamHub;
  }
}

const HEARTBEAT_MS = 15_000;

/** Tells the open streams of every change, made on this instance or on another (through siteEvents). */
export default fp(
  async (fastify) => {
    const hub = new LiveStreamHub(
      { maxConnections: fastify.config.sseMaxConnections, maxPerAddress: fastify.config.sseMaxPerAddress, heartbeatMs: HEARTBEAT_MS },
      // The clock pages are rendered by, so a page's `since` and the changes' instants compare.
      () => fastify.clock().getTime(),
    );
    fastify.siteEvents.listen((event) => {
      // A flush means changes may have been missed: every page reloads everything.
      hub.send(event.type === 'flush' ? { what: 'all' } : event.change);
    });
    fastify.decorate('liveStream', hub);
    // Streams never end by themselves: close them first, or a graceful shutdown waits for them forever.
    fastify.addHook('preClose', async () => hub.closeAll());
  },
  { name: 'live-stream', dependencies: ['site-events'] },
);
