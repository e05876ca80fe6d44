import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { PAGE_SCRIPT_SOURCE } from '../../src/http/content-security-policy';
import { NON_DOCUMENT_HEADERS, SECURITY_HEADERS } from '../../src/http/security-headers';
import { describeEachDatabase } from '../helper';
import { openConnection, parseHead } from '../support/raw-connection';

const directives = (policy: string | undefined) =>
  Object.fromEntries((policy ?? '').split(';').map((part) => {
    const [name, ...values] = part.trim().split(/\s+/);
    return [name, values.join(' ')];
  }));

describeEachDatabase('security headers', (kit) => {
  let app: FastifyInstance;
  let shell: string;
  beforeAll(async () => {
    shell = mkdtempSync(path.join(os.tmpdir(), 'ghadi-shell-'));
    // With the markers the shell's server build renders public pages into.
    writeFileSync(
      path.join(shell, 'index.html'),
      '<!doctype html><head><!--page-head--><title>shell</title><!--/page-head--></head><body><!--page-body--><div id="root"></div><!--/page-body--></body>',
    );
    writeFileSync(path.join(shell, 'sw.js'), "self.addEventListener('push', () => undefined);");
    app = await kit.build({
      SHELL_DIST: shell,
      ADMIN_REMOTE_URL: 'https://admin.cdn.example/remotes/admin/mf-manifest.json',
      TRUST_PROXY: 'true',
    });
  });
  afterAll(() => rmSync(shell, { recursive: true, force: true }));

  it('gives pages a policy that runs scripts only from here, the configured remote origins and the page script by its hash', async () => {
    for (const url of ['/', '/admin/dashboard']) {
      const page = await app.inject({ url, headers: { accept: 'text/html' } });
      const policy = directives(page.headers['content-security-policy'] as string);

      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(policy['script-src']).toBe(`'self' https://admin.cdn.example ${PAGE_SCRIPT_SOURCE}`);
      expect(policy['connect-src']).toBe("'self' https://admin.cdn.example");
      expect([policy['object-src'], policy['base-uri'], policy['frame-ancestors']]).toEqual(["'none'", "'none'", "'none'"]);
    }
  });

  it('leaves the policy of a page the browser revalidates (304) as the browser stored it', async () => {
    const first = await app.inject({ url: '/', headers: { accept: 'text/html' } });
    const again = await app.inject({
      url: '/',
      headers: { accept: 'text/html', 'if-none-match': first.headers.etag as string },
    });

    expect(again.statusCode).toBe(304);
    expect(again.headers['content-security-policy']).toBeUndefined();
  });

  it('gives API answers a policy that allows nothing, with nosniff, and pages the headers only a document heeds', async () => {
    const response = await app.inject({ url: '/api/ghadis' });
    const page = await app.inject({ url: '/', headers: { accept: 'text/html' } });

    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect([response.headers['x-frame-options'], response.headers['referrer-policy'], response.headers['cross-origin-opener-policy']]).toEqual([undefined, undefined, undefined]);
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  it("lets the shell's service worker fetch from this origin, and nothing else", async () => {
    const worker = await app.inject({ url: '/sw.js' });

    expect(worker.statusCode).toBe(200);
    expect(directives(worker.headers['content-security-policy'] as string)).toEqual({
      'default-src': "'none'",
      'connect-src': "'self'",
      'img-src': "'self'",
      'frame-ancestors': "'none'",
    });
  });

  it('asks for HSTS only over TLS', async () => {
    const plain = await app.inject({ url: '/api/ghadis' });
    const tls = await app.inject({ url: '/api/ghadis', headers: { 'x-forwarded-proto': 'https' } });

    expect(plain.headers['strict-transport-security']).toBeUndefined();
    expect(tls.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});

/** A request as it goes on the wire, from a client behind a TLS proxy unless `overTls` is false. */
function wire(method: string, url: string, { headers = '', body = '', overTls = true } = {}): string {
  const proto = overTls ? 'X-Forwarded-Proto: https\r\n' : '';
  const length = body ? `Content-Length: ${body.length}\r\n` : '';
  return `${method} ${url} HTTP/1.1\r\nHost: test\r\nConnection: close\r\n${proto}${length}${headers}\r\n${body}`;
}

interface Case {
  status: number;
  request: string;
  /** Node answers before it has read the headers, so it cannot know the request came over TLS. */
  overTls?: false;
  /** The Cache-Control expected: no-store for every /api error; not checked where the URL is unknown. */
  cacheControl?: string;
  /** Read only up to the headers (the answer does not end). */
  endless?: true;
  /** Runs before the request; returns what undoes it. */
  arrange?: (app: FastifyInstance) => () => void;
}

const JSON_TYPE = 'Content-Type: application/json\r\n';

// Every kind of answer that does not come from a route's own handler: Fastify's routing errors, body
// parsing, the 404 handler, load shedding, the error handler, Node's connection errors, a hijacked stream.
const CASES: Record<string, Case> = {
  'a malformed address (400)': { status: 400, request: wire('GET', '/api/results/%'), cacheControl: 'no-store' },
  'an over-long address (414)': { status: 414, request: wire('DELETE', `/api/ghadis/${'a'.repeat(500)}`), cacheControl: 'no-store' },
  'an unknown API route (404)': { status: 404, request: wire('GET', '/api/no-such-thing'), cacheControl: 'no-store' },
  'a body too large (413)': {
    status: 413,
    request: wire('POST', '/api/users/login', { headers: `${JSON_TYPE}Content-Length: 300000\r\n` }),
    cacheControl: 'no-store',
  },
  'a body that is not JSON (415)': {
    status: 415,
    request: wire('POST', '/api/users/login', { headers: 'Content-Type: application/x-www-form-urlencoded\r\n', body: 'UserName=admin' }),
    cacheControl: 'no-store',
  },
  'malformed JSON (400)': { status: 400, request: wire('POST', '/api/users/login', { headers: JSON_TYPE, body: '{"UserName":' }), cacheControl: 'no-store' },
  'load shedding (503)': {
    status: 503,
    request: wire('GET', '/api/results?year=2025&month=2'),
    cacheControl: 'no-store',
    arrange: (app) => {
      const spy = jest.spyOn(app, 'isUnderPressure').mockReturnValue(true);
      return () => spy.mockRestore();
    },
  },
  'a database outage (503)': { status: 503, request: wire('GET', '/api/test/outage'), cacheControl: 'no-store' },
  'an error thrown in a hook (500)': { status: 500, request: wire('GET', '/api/test/hook-fails'), cacheControl: 'no-store' },
  'a request too slow to arrive (408)': {
    status: 408,
    // Headers and the start of a body, then nothing.
    request: `${wire('POST', '/api/users/login', { headers: `${JSON_TYPE}Content-Length: 100\r\n` })}{"UserName":`,
    cacheControl: 'no-store',
  },
  'headers too large (431)': { status: 431, request: wire('GET', '/', { headers: `X-Big: ${'b'.repeat(20_000)}\r\n`, overTls: false }), overTls: false },
  'a live-result stream (200)': { status: 200, request: wire('GET', '/api/results/stream'), cacheControl: 'no-store, no-transform', endless: true },
};

// Every header a page may carry: an API answer carries those of a non-document, the rest nowhere.
const PROTECTIVE = [...Object.keys(SECURITY_HEADERS), 'content-security-policy', 'strict-transport-security'];
const NON_DOCUMENT = [...Object.keys(NON_DOCUMENT_HEADERS), 'content-security-policy', 'strict-transport-security'];
const protective = (headers: IncomingHttpHeaders) => Object.fromEntries(PROTECTIVE.map((name) => [name, headers[name]]));

describeEachDatabase('security headers on every kind of answer', (kit) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await kit.build(
      // Shedding on, so its 503 can be checked (isUnderPressure is stubbed, so the machine's load does not matter).
      { TRUST_PROXY: 'true', REQUEST_TIMEOUT_MS: '1000', HEADERS_TIMEOUT_MS: '1000', MAX_EVENT_LOOP_DELAY_MS: '60000' },
      {
        register: (instance) =>
          instance.register(async (scope) => {
            scope.get('/api/test/outage', { config: { access: 'public' } }, async () => {
              throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
            });
            const failingHook = async () => {
              throw new Error('a hook failed');
            };
            scope.get('/api/test/hook-fails', { config: { access: 'public' }, onRequest: failingHook }, async () => ({ success: true }));
          }),
      },
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
  });

  /** Sends `request` on its own connection; resolves with the answer's status and headers. */
  async function send(request: string, endless = false) {
    const connection = await openConnection(app);
    connection.write(request);
    if (!endless) return parseHead((await connection.closed(5_000)).text);
    await connection.waitFor('\r\n\r\n');
    connection.socket.destroy();
    return parseHead(connection.received());
  }

  it.each(Object.entries(CASES))('gives %s the headers of a normal answer', async (_name, { status, request, overTls, cacheControl, endless, arrange }) => {
    const normal = await send(wire('GET', '/api/ghadis', { overTls: overTls ?? true }));
    const undo = arrange?.(app);
    const answer = await send(request, endless).finally(() => undo?.());

    expect(normal.status).toBe(200);
    const present = Object.entries(protective(normal.headers)).filter(([, value]) => value !== undefined).map(([name]) => name);
    expect(present).toEqual(NON_DOCUMENT.filter((name) => overTls !== false || name !== 'strict-transport-security'));
    expect(answer.status).toBe(status);
    expect(protective(answer.headers)).toEqual(protective(normal.headers));
    if (cacheControl !== undefined) expect(answer.headers['cache-control']).toBe(cacheControl);
  });
});
