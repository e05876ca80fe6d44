import type { FastifyInstance } from 'fastify';
import { apiPaths, serverMessages } from '@ghadi/contracts';
import { describeEachDatabase } from '../helper';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Keeps the event loop lagging for a while, as a flood of requests would: busy slices with short breaths. */
async function lagEventLoop(totalMs: number, sliceMs: number): Promise<void> {
  const end = Date.now() + totalMs;
  while (Date.now() < end) {
    const until = Date.now() + sliceMs;
    while (Date.now() < until) {
      // Spinning on purpose: nothing else may run.
    }
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describeEachDatabase('overload shedding', (kit) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await kit.build({ MAX_EVENT_LOOP_DELAY_MS: '100' });
  });

  it('answers 503 with Retry-After while the event loop lags, keeps liveness, and recovers', async () => {
    // The lag is sampled as a mean over a second, so it has to last.
    await lagEventLoop(2_200, 250);

    const shed = await app.inject({ url: apiPaths.ghadis });
    const live = await app.inject({ url: apiPaths.healthLive });

    expect(shed.statusCode).toBe(503);
    expect(shed.headers['retry-after']).toBe('5');
    expect(shed.json()).toEqual({ success: false, code: 'busy', message: serverMessages.busy });
    expect(live.statusCode).toBe(200);

    await pause(2_100);
    expect((await app.inject({ url: apiPaths.ghadis })).statusCode).toBe(200);
  });
});
