import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { describeEachDatabase } from '../helper';
import { openEventStream } from '../support/event-stream';
import { openConnection, parseHead, type RawConnection } from '../support/raw-connection';

const REQUEST_TIMEOUT_MS = 2000;
const HEADERS_TIMEOUT_MS = 1000;
// Node looks for late requests once a second (buildApp), and the event loop may be busy for a moment.
const LATENESS_MS = 1000 + 1000;

const liveRequest = 'GET /health/live HTTP/1.1\r\nHost: test\r\n\r\n';

describeEachDatabase('slow requests', (kit) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await kit.build({ REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS), HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS) });
    await app.listen({ port: 0, host: '127.0.0.1' });
  });

  it('cuts off a body sent a byte at a time with a 408 once the request timeout has passed', async () => {
    const body = JSON.stringify({ UserName: 'admin', Password: 'a-password-that-takes-a-while' });
    const connection = await openConnection(app);
    const started = Date.now();
    connection.write(`POST /api/users/login HTTP/1.1\r\nHost: test\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`);
    connection.trickle(body, 200);

    const { text, at } = await connection.closed(REQUEST_TIMEOUT_MS + LATENESS_MS);

    expect(parseHead(text).status).toBe(408);
    expect(text).toContain('"success":false');
    expect(at - started).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 50);
  });

  it('cuts off headers sent a line at a time once the headers timeout has passed', async () => {
    const connection = await openConnection(app);
    const started = Date.now();
    connection.write('GET /api/ghadis HTTP/1.1\r\nHost: test\r\n');
    connection.trickle('X-Slow: yes\r\n'.repeat(40), 100);

    const { text, at } = await connection.closed(HEADERS_TIMEOUT_MS + LATENESS_MS);

    expect(parseHead(text).status).toBe(408);
    expect(at - started).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS - 50);
  });

  it('keeps a live-result stream open long past the request timeout', async () => {
    const { port } = app.server.address() as AddressInfo;
    const page = await openEventStream(`http://127.0.0.1:${port}/api/results/stream`);

    await sleep(REQUEST_TIMEOUT_MS + LATENESS_MS);
    app.liveStream.send({ what: 'clock', reads: ['clock'] });

    await expect(page.next('changed')).resolves.toMatchObject({ data: '{"what":"clock","reads":["clock"]}' });
    page.close();
  });
});

describeEachDatabase('the connection cap', (kit) => {
  const CAP = 3;
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await kit.build({ MAX_CONNECTIONS: String(CAP) });
    await app.listen({ port: 0, host: '127.0.0.1' });
  });

  /** A kept-alive connection that has been answered once. */
  async function heldConnection(): Promise<RawConnection> {
    const connection = await openConnection(app);
    connection.write(liveRequest);
    await connection.waitFor('HTTP/1.1 200');
    return connection;
  }

  it('refuses connections past the cap at once, keeps serving those it holds, and takes new ones as they close', async () => {
    const held = [];
    for (let count = 0; count < CAP; count += 1) held.push(await heldConnection());

    const refused = await openConnection(app);
    refused.write(liveRequest);
    const { text: refusedGot } = await refused.closed(2_000);
    held[0]!.write(liveRequest);
    await held[0]!.waitFor('HTTP/1.1 200', 2_000);
    const answeredTwice = held[0]!.received().split('HTTP/1.1 200').length - 1;

    held[1]!.socket.destroy();
    // The server counts the connection as gone once it has seen it close.
    let admitted: RawConnection | undefined;
    for (const deadline = Date.now() + 2_000; admitted === undefined && Date.now() < deadline; ) {
      admitted = await heldConnection().catch(() => undefined);
      if (admitted === undefined) await sleep(50);
    }

    expect(refusedGot).toBe('');
    expect(answeredTwice).toBe(2);
    expect(admitted).toBeDefined();
    for (const connection of [...held, admitted]) connection?.socket.destroy();
  });
});
