import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { apiPaths, SITE_CHANGE_EVENT, type SiteChange } from '@ghadi/contracts';
import { adminToken, bearer, createGhadi, describeEachDatabase } from '../../helper';
import { movableClock } from '../../fixtures';
import { openEventStream, type OpenStream } from '../../support/event-stream';

// 06:30 UTC is noon in Asia/Kolkata, the default SITE_TIMEZONE; the game's 12:30 PM is 07:00 UTC.
const NOON = '2026-11-22T06:30:00.000Z';
const NEXT_DAY = '2026-11-23';
/** The ticker looks every second; a page hears of a boundary within that, plus the trip. */
const WITHIN_MS = 1_500;

const changeOf = async (stream: OpenStream): Promise<SiteChange> =>
  JSON.parse((await stream.next(SITE_CHANGE_EVENT, WITHIN_MS)).data) as SiteChange;

describeEachDatabase('the live stream follows the clock', (kit) => {
  let app: FastifyInstance;
  let token: string;
  let stream: OpenStream;
  const time = movableClock(NOON);

  beforeAll(async () => {
    app = await kit.build({}, { clock: time.clock });
    token = await adminToken(app);
    await createGhadi(app, token, { RTime: '12:30 PM' });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    stream = await openEventStream(`http://127.0.0.1:${port}${apiPaths.resultStream}`);
  });
  afterAll(() => stream.close());

  it('tells an open page within a second and a half when the clock passes a game\'s time', async () => {
    const movedAt = performance.now();
    time.set('2026-11-22T07:00:01.000Z');
    const event = await stream.next(SITE_CHANGE_EVENT, WITHIN_MS);

    expect(JSON.parse(event.data)).toEqual({ what: 'clock', reads: ['clock'] });
    expect(event.at - movedAt).toBeLessThan(WITHIN_MS);
  });

  it('stays quiet while no time boundary passes', async () => {
    const seen = stream.events.length;
    time.set('2026-11-22T07:30:00.000Z');
    await new Promise((resolve) => setTimeout(resolve, 1_200));

    expect(stream.events.slice(seen).filter((event) => event.event === SITE_CHANGE_EVENT)).toEqual([]);
  });

  it('tells an open page when midnight passes in the site zone', async () => {
    time.set('2026-11-22T18:30:01.000Z');

    expect(await changeOf(stream)).toEqual({ what: 'clock', reads: ['clock'] });
  });

  it('forwards a holiday marked or removed like a result', async () => {
    time.set('2026-11-23T06:30:00.000Z'); // noon on the next day, before any game's time
    const game = await createGhadi(app, token, { RTime: '09:00 PM' });
    expect(await changeOf(stream)).toEqual({ what: 'games', reads: ['games'] });

    await app.inject({ method: 'PUT', url: apiPaths.holiday.url(game.id, NEXT_DAY), headers: bearer(token) });
    const marked = await changeOf(stream);
    await app.inject({ method: 'DELETE', url: apiPaths.holiday.url(game.id, NEXT_DAY), headers: bearer(token) });
    const removed = await changeOf(stream);

    // The site's today: that month's holidays, and the daily reads (the board), are touched.
    const change = { what: 'holiday', ghadi: expect.objectContaining({ id: game.id, GID: game.GID }), date: NEXT_DAY, reads: [`holidays:${NEXT_DAY.slice(0, 7)}`, 'days-off'] };
    expect([marked, removed]).toEqual([change, change]);
  });
});
