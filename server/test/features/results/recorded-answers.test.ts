import type { FastifyInstance } from 'fastify';
import { apiPaths } from '@ghadi/contracts';
import { adminToken, bearer, createAgent, describeEachDatabase, type SignedInUser } from '../../helper';
import { assignGhadi, insertGhadiRow, movableClock, postResult } from '../../fixtures';
import { expectRecorded } from '../../support/recorded-answers';

// The agent's form is tested against these refusals (shared/testing/src/recorded/publish): what the server
// answers an agent publishing for an assigned game in the state each test sets up. The game and the date are
// the front-end test's own, so the recording keeps the fields the answer turns on: the result and `replaces`.
const CLOCK = '2026-03-01T06:30:00.000Z';

describeEachDatabase('the publication refusals the agent form’s tests replay', (kit) => {
  let app: FastifyInstance;
  let admin: string;
  let agent: SignedInUser;
  let ghadiId: string;
  let gid: number;
  beforeAll(async () => {
    app = await kit.build({}, { clock: movableClock(CLOCK).clock });
    admin = await adminToken(app);
    agent = await createAgent(app);
    ({ id: ghadiId, gid } = await insertGhadiRow(app, { nameEn: 'Kalyan' }));
    await assignGhadi(app, agent.userId, gid);
  });

  async function record(name: string, dateTime: string, sent: { result: string; replaces?: string | null }) {
    const response = await postResult(app, agent.token, { ghadiId, dateTime, ...sent });
    expectRecorded(`publish/${name}`, { method: 'POST', path: apiPaths.updateResult, request: sent, status: response.statusCode, response: response.json() });
  }

  it('refuses to replace 45, published by someone else, with 78 sent as a first result', async () => {
    await postResult(app, admin, { ghadiId, dateTime: '2026-02-01', result: '45' });
    await record('already-published', '2026-02-01', { result: '78', replaces: null });
    // The same question for another typed value, as when the agent edits the result after being asked.
    await record('already-published-789', '2026-02-01', { result: '789', replaces: null });
  });

  it('refuses to replace 60 with 78 sent over the 45 the agent confirmed', async () => {
    await postResult(app, admin, { ghadiId, dateTime: '2026-02-02', result: '45' });
    await postResult(app, admin, { ghadiId, dateTime: '2026-02-02', result: '60' });
    await record('changed-meanwhile', '2026-02-02', { result: '78', replaces: '45' });
  });

  it('refuses a result on a day the game is off', async () => {
    expect((await app.inject({ method: 'PUT', url: apiPaths.holiday.url(gid, '2026-02-03'), headers: bearer(admin) })).statusCode).toBe(200);
    await record('holiday', '2026-02-03', { result: '45', replaces: null });
  });

  it('refuses a date after the site’s today', () => record('future-date', '2026-03-02', { result: '45', replaces: null }));
});
