import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { request as httpsRequest } from 'node:https';
import type { IncomingHttpHeaders } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { apiPaths, DEFAULT_SITE_TIME_ZONE, drawDateIn, SITE_CHANGE_EVENT, sitePaths } from '@ghadi/contracts';
import { ADMIN_PASSWORD } from '../helper';
import { describeBuiltServer, killAllServers, repoRoot, startServer, type BuiltServer } from '../support/built-server';
import { freePort } from '../support/free-port';
import { ensureNginx, startNginx, writeShippedSiteConf, type RunningNginx } from '../support/nginx';
import { createGame, postResult, signIn } from '../support/site-api';

const nginxReady = ensureNginx();

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

// The headers that protect a page or an answer: nginx must pass them on as the server wrote them (absent as
// absent: an API answer has no document's headers).
const PROTECTIVE = [
  'content-security-policy',
  'x-frame-options',
  'x-content-type-options',
  'referrer-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'x-permitted-cross-domain-policies',
];
const protective = (headers: IncomingHttpHeaders | Headers) =>
  Object.fromEntries(PROTECTIVE.map((name) => [name, (headers instanceof Headers ? headers.get(name) : headers[name]) ?? null]));

(nginxReady.ok ? describeBuiltServer : describe.skip)("the site behind Debian's nginx with deploy/nginx", () => {
  let dir: string;
  let server: BuiltServer;
  let proxy: RunningNginx;
  let httpsPort: number;
  let httpPort: number;

  /** A request to nginx over TLS, from `from` (an address of 127.0.0.0/8: each is a client of its own). */
  const viaProxy = (urlPath: string, { from = '127.0.0.1', method = 'GET', headers = {}, body }: { from?: string; method?: string; headers?: Record<string, string>; body?: unknown } = {}) =>
    new Promise<Answer>((resolve, reject) => {
      const outgoing = httpsRequest(
        { host: '127.0.0.1', port: httpsPort, path: urlPath, method, localAddress: from, rejectUnauthorized: false, servername: 'localhost', headers: { ...headers, ...(body !== undefined && { 'content-type': 'application/json' }) } },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString() }));
        },
      );
      outgoing.on('error', reject);
      outgoing.end(body === undefined ? undefined : JSON.stringify(body));
    });

  /** Opens the live stream through nginx from `from`; resolves with its status and a wait for an event. */
  const openStream = (from: string) =>
    new Promise<{ status: number; event(match: string): Promise<number>; close(): void }>((resolve, reject) => {
      const outgoing = httpsRequest({ host: '127.0.0.1', port: httpsPort, path: apiPaths.resultStream, localAddress: from, rejectUnauthorized: false, headers: { accept: 'text/event-stream' } }, (response) => {
        let text = '';
        const waiting: Array<{ match: string; resolve: (at: number) => void }> = [];
        response.on('data', (chunk: Buffer) => {
          text += chunk.toString();
          for (const wait of [...waiting]) {
            if (text.includes(`event: ${SITE_CHANGE_EVENT}`) && text.includes(wait.match)) {
              waiting.splice(waiting.indexOf(wait), 1);
              wait.resolve(performance.now());
            }
          }
        });
        resolve({
          status: response.statusCode ?? 0,
          event: (match) => new Promise((done) => waiting.push({ match, resolve: done })),
          close: () => outgoing.destroy(),
        });
      });
      outgoing.on('error', reject);
      outgoing.end();
    });

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'ghadi-nginx-'));
    server = await startServer(`sqlite:${path.join(dir, 'site.sqlite')}`, {
      TRUST_PROXY: '1',
      SSE_MAX_PER_ADDRESS: '2',
      SHELL_DIST: path.join(repoRoot, 'hosts/shell/dist'),
      SHELL_RENDERER: path.join(repoRoot, 'hosts/shell/dist-server/render-page.js'),
    });
    httpsPort = await freePort();
    httpPort = await freePort();
    proxy = await startNginx(dir, writeShippedSiteConf({ dir, serverPort: server.port, httpPort, httpsPort }), httpsPort);
  }, 60_000);

  afterAll(async () => {
    await proxy?.stop();
    await killAllServers();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves pages, the API and hashed files through the proxy, gzipped and cached as meant, with the headers unchanged', async () => {
    const token = await signIn(server);
    await createGame(server, token, 'Proxy Bazar');
    for (const url of [sitePaths.home, sitePaths.gameChart('Proxy Bazar'), apiPaths.ghadis]) {
      const proxied = await viaProxy(url, { headers: { 'accept-encoding': 'gzip' } });
      const direct = await fetch(`${server.url}${url}`);
      expect([url, proxied.status]).toEqual([url, 200]);
      expect([url, protective(proxied.headers)]).toEqual([url, protective(direct.headers)]);
      // Over TLS (the proxy says so), the browser is also told to stay on HTTPS.
      expect(proxied.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    }
    expect((await viaProxy(sitePaths.home, { headers: { 'accept-encoding': 'gzip' } })).headers['content-encoding']).toBe('gzip');

    const script = readdirSync(path.join(repoRoot, 'hosts/shell/dist/static/js')).find((file) => /^main\.[0-9a-f]{8}\.js$/.test(file))!;
    const file = await viaProxy(`/static/js/${script}`);
    expect([file.status, file.headers['cache-control']]).toEqual([200, 'public, max-age=31536000, immutable']);
    // Plain HTTP moves to HTTPS.
    const plain = await fetch(`http://127.0.0.1:${httpPort}/satta-results/proxy%20bazar`, { redirect: 'manual' });
    expect([plain.status, plain.headers.get('location')]).toEqual([301, `https://127.0.0.1/satta-results/proxy%20bazar`]);
    expect(proxy.errorLog()).not.toMatch(/\[(emerg|alert|crit)\]/);
  });

  it('passes a live-stream event within 1 s of the write that caused it', async () => {
    const token = await signIn(server);
    const game = await createGame(server, token, 'Stream Bazar');
    const stream = await openStream('127.0.0.5');
    expect(stream.status).toBe(200);
    const heard = stream.event('"what":"result"');
    const sentAt = performance.now();
    expect((await postResult(server, token, game, drawDateIn(DEFAULT_SITE_TIME_ZONE), '64')).status).toBe(200);
    const latency = (await heard) - sentAt;
    stream.close();
    console.info(`[nginx] live event through the proxy ${latency.toFixed(0)} ms after the write was sent`);
    expect(latency).toBeLessThan(1000);
  });

  it("keys the login throttle and the stream limit on the visitor's own address, not the proxy's", async () => {
    const wrong = { UserName: 'admin', Password: 'not-the-admin-password' };
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) statuses.push((await viaProxy(apiPaths.login, { from: '127.0.0.2', method: 'POST', body: wrong })).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    // Another visitor behind the same proxy is not held back, and the owner still signs in.
    expect((await viaProxy(apiPaths.login, { from: '127.0.0.3', method: 'POST', body: wrong })).status).toBe(401);
    expect((await viaProxy(apiPaths.login, { from: '127.0.0.3', method: 'POST', body: { UserName: 'admin', Password: ADMIN_PASSWORD } })).status).toBe(200);

    const streams = [await openStream('127.0.0.6'), await openStream('127.0.0.6'), await openStream('127.0.0.6'), await openStream('127.0.0.7')];
    expect(streams.map((stream) => stream.status)).toEqual([200, 200, 429, 200]);
    for (const stream of streams) stream.close();
  });
});
