import fp from 'fastify-plugin';
import { changeTags, type DrawDay } from '@ghadi/contracts';
import { loadAnswer } from '../../public-cache/public-answer';
import { drawDayAnswer } from './draw-day-answer';
import { DrawDayTicker } from './draw-day-ticker';
import { boundariesOf } from './time-boundaries';

// Pages hear that a game became awaited within this long of its time.
const TICK_MS = 1_000;

/**
 * Tells this instance's open live streams `{what: 'clock'}` when a game's result time or midnight passes.
 * Every instance has its own streams and its own ticker, so this is never sent to the other instances.
 */
export default fp(
  async (fastify) => {
    const { siteTimezone: timeZone } = fastify.config;
    let failing = false;
    const ticker = new DrawDayTicker({
      clock: fastify.clock,
      // Through the public cache, which holds the board for the draw-day reads and pages anyway.
      boundaries: async (at) => {
        const answer = drawDayAnswer(fastify.db, timeZone, at);
        const cached = await fastify.publicCache.get(answer.read.key, () => loadAnswer(answer));
        failing = false;
        return boundariesOf((JSON.parse(cached.body.toString('utf8')) as { data: DrawDay }).data, timeZone);
      },
      announce: () => fastify.liveStream.send({ what: 'clock', reads: changeTags.clock() }),
      onError: (error) => {
        // Once per outage, not once a second.
        if (!failing) fastify.log.warn({ err: error }, 'could not read the draw day for the live clock');
        failing = true;
      },
    });
    fastify.siteEvents.listen(() => ticker.changed());
    fastify.addHook('onReady', async () => ticker.start(TICK_MS));
    fastify.addHook('preClose', async () => ticker.stop());
  },
  { name: 'draw-day-ticker', dependencies: ['db', 'public-cache', 'site-events', 'live-stream'] },
);
