import fp from 'fastify-plugin';
import { LiveResultsHub } from './live-stream-hub';
import { GAMES_TAG } from './public-cache-keys';

declare module 'fastify' {
  interface FastifyInstance {
    liveResults: LiveResultsHub;
  }
}

const REPLAY_LENGTH = 500;
const HEARTBEAT_MS = 15_000;

/** Feeds the site's events to the open streams; results arrive from every instance through siteEvents. */
export default fp(
  async (fastify) => {
    const hub = new LiveResultsHub({
      maxConnections: fastify.config.sseMaxConnections,
      maxPerAddress: fastify.config.sseMaxPerAddress,
      replayLength: REPLAY_LENGTH,
      heartbeatMs: HEARTBEAT_MS,
    });
    fastify.siteEvents.listen((event) => {
      if (event.type === 'result') hub.publish(event.id, event.result);
      else if (event.type === 'flush' || event.tags.includes(GAMES_TAG)) hub.refresh();
    });
    fastify.decorate('liveResults', hub);
    // Streams never end by themselves: close them first, or a graceful shutdown waits for them forever.
    fastify.addHook('preClose', async () => hub.closeAll());
  },
  { name: 'live-results', dependencies: ['site-events'] },
);
