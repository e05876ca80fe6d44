import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import { request as httpsRequest } from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { accountPaths, apiPaths } from '@ghadi/contracts';
import { ADMIN_PASSWORD } from '../helper';
import { describeBuiltServer, killAllServers, startServer, type BuiltServer } from '../support/built-server';
import { freePort } from '../support/free-port';
import { ensureNginx, startNginx, writeCdnRealIpConf, writeShippedSiteConf, type RunningNginx } from '../support/nginx';

const nginxReady = ensureNginx();

// The CDN's edge: its connections to nginx come from this address, the one range the test's copy of
// deploy/nginx/ghadi-cdn-real-ip.conf lists in place of Cloudflare's.
const EDGE = '127.0.0.2';

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A stand-in CDN edge: takes plain HTTP from visitors and passes each request to nginx over TLS from the
 * edge's address, with the visitor's address in CF-Connecting-IP (replacing any the visitor sent), as
 * Cloudflare does.
 */
function startEdge(httpsPort: number): Promise<{ port: number; server: Server }> {
  const server = createServer((incoming, outgoing) => {
    const { host: _host, connection: _connection, ...headers } = incoming.headers;
    const forwarded = httpsRequest(
      {
        host: '127.0.0.1',
        port: httpsPort,
        path: incoming.url,
        method: incoming.method,
        localAddress: EDGE,
        rejectUnauthorized: false,
        servername: 'localhost',
        headers: { ...headers, 'cf-connecting-ip': incoming.socket.remoteAddress },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forwarded.on('error', () => outgoing.writeHead(502).end());
    incoming.pipe(forwarded);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ port: (server.address() as { port: number }).port, server })));
}

/** A request from `from` (an address of 127.0.0.0/8: each is a client of its own), over plain HTTP or TLS. */
function send(
  target: { port: number; tls: boolean },
  urlPath: string,
  { from, method = 'GET', headers = {}, body }: { from: string; method?: string; headers?: Record<string, string>; body?: unknown },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const options = {
      host: '127.0.0.1',
      port: target.port,
      path: urlPath,
      method,
      localAddress: from,
      headers: { ...headers, ...(body !== undefined && { 'content-type': 'application/json' }) },
    };
    const onAnswer = (response: import('node:http').IncomingMessage) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString() }));
    };
    const outgoing = target.tls ? httpsRequest({ ...options, rejectUnauthorized: false, servername: 'localhost' }, onAnswer) : httpRequest(options, onAnswer);
    outgoing.on('error', reject);
    outgoing.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

(nginxReady.ok ? describeBuiltServer : describe.skip)("the site behind a CDN and Debian's nginx with deploy/nginx's CDN include", () => {
  let dir: string;
  let server: BuiltServer;
  let proxy: RunningNginx;
  let edge: { port: number; server: Server };
  let httpsPort: number;

  const viaCdn = (urlPath: string, options: Parameters<typeof send>[2]) => send({ port: edge.port, tls: false }, urlPath, options);
  const direct = (urlPath: string, options: Parameters<typeof send>[2]) => send({ port: httpsPort, tls: true }, urlPath, options);
  const wrong = { UserName: 'admin', Password: 'not-the-admin-password' };

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'ghadi-nginx-cdn-'));
    server = await startServer(`sqlite:${path.join(dir, 'site.sqlite')}`, { TRUST_PROXY: '1' });
    httpsPort = await freePort();
    const cdnRealIp = writeCdnRealIpConf(dir, [`${EDGE}/32`]);
    proxy = await startNginx(dir, writeShippedSiteConf({ dir, serverPort: server.port, httpPort: await freePort(), httpsPort, cdnRealIp }), httpsPort);
    edge = await startEdge(httpsPort);
  }, 60_000);

  afterAll(async () => {
    await new Promise((resolve) => edge?.server.close(resolve));
    await proxy?.stop();
    await killAllServers();
    rmSync(dir, { recursive: true, force: true });
  });

  it('keys the login throttle on each visitor behind the one edge, not on the edge', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) statuses.push((await viaCdn(apiPaths.login, { from: '127.0.0.10', method: 'POST', body: wrong })).status);

    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    // Another visitor through the same edge is not held back, and signs in; the session shows their address.
    expect((await viaCdn(apiPaths.login, { from: '127.0.0.11', method: 'POST', body: wrong })).status).toBe(401);
    const signedIn = await viaCdn(apiPaths.login, { from: '127.0.0.11', method: 'POST', body: { UserName: 'admin', Password: ADMIN_PASSWORD } });
    expect(signedIn.status).toBe(200);
    const sessions = await viaCdn(accountPaths.mySessions, { from: '127.0.0.11', headers: { authorization: `Bearer ${JSON.parse(signedIn.body).token}` } });
    expect(JSON.parse(sessions.body).data).toEqual([expect.objectContaining({ address: '127.0.0.11', current: true })]);
    expect(proxy.errorLog()).not.toMatch(/\[(emerg|alert|crit)\]/);
  });

  it("ignores CF-Connecting-IP from anyone but the CDN's ranges: a visitor reaching nginx directly cannot pose as another", async () => {
    // Another account than the first test's, whose budget for new addresses (README: Login defences) it spent.
    const wrong = { UserName: 'ravi', Password: 'not-the-password' };
    const locked = '127.0.0.20';
    for (let attempt = 0; attempt < 5; attempt += 1) await viaCdn(apiPaths.login, { from: locked, method: 'POST', body: wrong });
    expect((await viaCdn(apiPaths.login, { from: locked, method: 'POST', body: wrong })).status).toBe(429);

    // Naming the locked visitor's address does not lock this one out...
    const posing = await direct(apiPaths.login, { from: '127.0.0.21', method: 'POST', body: wrong, headers: { 'cf-connecting-ip': locked } });
    expect(posing.status).toBe(401);
    // ...and a new address in the header each time does not escape its own lock either.
    const statuses = [posing.status];
    for (let attempt = 1; attempt < 6; attempt += 1) {
      statuses.push((await direct(apiPaths.login, { from: '127.0.0.21', method: 'POST', body: wrong, headers: { 'cf-connecting-ip': `198.51.100.${attempt}` } })).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });
});
