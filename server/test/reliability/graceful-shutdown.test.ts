import http from 'node:http';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { apiPaths } from '@ghadi/contracts';
import { describeEachDatabase } from '../helper';
import { describeBuiltServer, killAllServers, startServer, type BuiltServer } from '../support/built-server';
import { STREAM_MONTH } from '../support/result-stream';
import { createGame, publishedResults, signIn, type Game } from '../support/site-api';

const IN_FLIGHT = 10;
// Loopback delivers in well under this; the server has then parsed the headers and is reading the body.
const SETTLE_MS = 300;
const TEST_TIMEOUT_MS = 90_000;

interface SlowUpload {
  /** Sends the rest of the body; resolves with the answer's status and body, or status 0 and the error. */
  finish(): Promise<{ status: number; body: string }>;
}

/** A result update whose headers and first half of the body are sent now: a request in flight. */
function startSlowUpload(server: BuiltServer, token: string, game: Game, dateTime: string, result: string): SlowUpload {
  const body = JSON.stringify({ ghadiId: game.id, result, dateTime });
  const request = http.request(`${server.url}${apiPaths.updateResult}`, {
    method: 'POST',
    agent: false,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve) => {
    request.on('error', (error) => resolve({ status: 0, body: error.message }));
    request.on('response', (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
    });
  });
  request.write(body.slice(0, body.length / 2));
  return {
    finish: () => {
      request.end(body.slice(body.length / 2));
      return answer;
    },
  };
}

/** What a new visitor's connection attempt gets: 'connected' or the socket error's code. */
const connectOutcome = (port: number): Promise<string> =>
  new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });

describeBuiltServer('graceful shutdown of the built server', () => {
  afterEach(killAllServers);

  describeEachDatabase('SIGTERM with requests in flight', (kit) => {
    it('finishes them, refuses new connections and exits 0', async () => {
      const databaseUrl = await kit.createDatabaseUrl();
      const server = await startServer(databaseUrl);
      const token = await signIn(server);
      const game = await createGame(server, token, 'Shutdown Test');
      const dates = Array.from({ length: IN_FLIGHT }, (_, index) => `2025-01-${String(index + 1).padStart(2, '0')}`);
      const uploads = dates.map((date) => startSlowUpload(server, token, game, date, `r${date.slice(-2)}`));
      await sleep(SETTLE_MS);

      server.child.kill('SIGTERM');
      await sleep(SETTLE_MS);
      const whileClosing = { running: server.running(), newConnection: await connectOutcome(server.port) };
      const answers = await Promise.all(uploads.map((upload) => upload.finish()));
      const exit = await server.exited;
      const restarted = await startServer(databaseUrl);
      const published = await publishedResults(restarted, game, STREAM_MONTH);

      expect(whileClosing).toEqual({ running: true, newConnection: 'ECONNREFUSED' });
      expect(answers.map((answer) => answer.status)).toEqual(dates.map(() => 200));
      expect(exit).toEqual({ code: 0, signal: null });
      expect(published).toEqual(new Map(dates.map((date) => [date, `r${date.slice(-2)}`])));
    }, TEST_TIMEOUT_MS);
  });
});
