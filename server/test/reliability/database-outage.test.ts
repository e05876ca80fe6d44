import { setTimeout as sleep } from 'node:timers/promises';
import { apiPaths, serverMessages } from '@ghadi/contracts';
import { describePostgres } from '../helper';
import { describeBuiltServer, killAllServers, startServer } from '../support/built-server';
import { STREAM_MONTH, startResultStream } from '../support/result-stream';
import { call, createGame, logIn, postResult, publishedResults, signIn } from '../support/site-api';
import { writesNotKept } from '../support/stream-checks';
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy';

// Writes keep going when the database goes, so some are inside a query or a transaction at that moment.
const ACKS_BEFORE_CUT = 30;
const WRITERS = 8;
// Long enough for the pool's idle connections to report their loss and for retries to pile up.
const OUTAGE_MS = 2000;
const RECOVERY_TIMEOUT_MS = 15_000;
const TEST_TIMEOUT_MS = 90_000;
const unavailable = { success: false, code: 'databaseUnavailable', message: serverMessages.databaseUnavailable };

describeBuiltServer('PostgreSQL outage under the built server', () => {
  let proxy: TcpProxy | undefined;
  afterEach(async () => {
    await killAllServers();
    await proxy?.close();
  });

  describePostgres('the database becomes unreachable, then returns', (kit) => {
    it('answers 503 while it is away, stays up, and recovers by itself', async () => {
      const direct = new URL(await kit.createDatabaseUrl());
      proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
      const viaProxy = new URL(direct);
      viaProxy.host = `127.0.0.1:${proxy.port}`;
      const server = await startServer(viaProxy.toString());
      const token = await signIn(server);
      const game = await createGame(server, token, 'Outage Test');
      const stream = startResultStream(async (date, value) => (await postResult(server, token, game, date, value)).status, WRITERS);

      await stream.reached(ACKS_BEFORE_CUT);
      await proxy.cut();
      // Each writer stops at its first answer other than 200: a 503, not a 500 or a dead server.
      await stream.done;
      expect(stream.failures).toEqual(Array.from({ length: WRITERS }, () => expect.stringMatching(/: HTTP 503$/)));
      const ready = await call(server, 'GET', apiPaths.healthReady);
      const live = await call(server, 'GET', apiPaths.healthLive);
      const write = await postResult(server, token, game, '2025-02-01', 'during');
      const me = await call(server, 'GET', apiPaths.currentUser, { token });
      const login = await logIn(server);
      await sleep(OUTAGE_MS);
      const readyLater = await call(server, 'GET', apiPaths.healthReady);
      const runningThroughout = server.running();

      const restoredAt = Date.now();
      await proxy.restore();
      let recovered = await call(server, 'GET', apiPaths.healthReady);
      while (recovered.status !== 200 && Date.now() - restoredAt < RECOVERY_TIMEOUT_MS) {
        await sleep(50);
        recovered = await call(server, 'GET', apiPaths.healthReady);
      }
      console.info(
        `[database-outage] ${stream.count()} writes acknowledged before the cut; ready again ` +
          `${Date.now() - restoredAt} ms after the database returned`,
      );
      const after = await postResult(server, token, game, '2025-02-01', 'after');
      const published = await publishedResults(server, game, STREAM_MONTH);

      expect([ready.status, ready.body, readyLater.status, live.status]).toEqual([503, { status: 'unavailable', failing: ['database'] }, 503, 200]);
      for (const answer of [write, me, login]) {
        expect([answer.status, answer.body, answer.headers.get('retry-after')]).toEqual([503, unavailable, '10']);
      }
      expect(runningThroughout).toBe(true);
      expect(recovered.status).toBe(200);
      expect(after.status).toBe(200);
      expect(writesNotKept(stream, published)).toEqual([]);
    }, TEST_TIMEOUT_MS);
  });
});
