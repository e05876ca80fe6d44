import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { apiPaths } from '@ghadi/contracts';
import { describeEachDatabase } from '../../helper';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const BIG_SCRIPT = `console.log(${JSON.stringify('chart '.repeat(2000))});`;

function writeDist(root: string, files: Record<string, string>): string {
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), content);
  }
  return root;
}

describeEachDatabase('built front ends', (kit) => {
  let app: FastifyInstance;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'ghadi-dist-'));
    const shell = writeDist(path.join(dir, 'shell'), {
      'index.html': '<!doctype html><title>shell</title>',
      'static/js/main.3f2a1b.js': 'console.log("shell")',
      'remoteEntry.js': 'var shell;',
      'favicon.ico': 'icon',
    });
    const admin = writeDist(path.join(dir, 'admin'), {
      'mf-manifest.json': '{"name":"admin"}',
      'remoteEntry.js': 'var admin;',
      'static/js/remoteEntry.js': 'var nested;',
      'static/js/123.abcdef.js': 'chunk()',
      'static/js/big.0a1b2c.js': BIG_SCRIPT,
    });
    writeFileSync(path.join(admin, 'static/js/big.0a1b2c.js.br'), brotliCompressSync(BIG_SCRIPT));
    writeFileSync(path.join(admin, 'remoteEntry.js.br'), brotliCompressSync('var admin;'));
    writeFileSync(path.join(shell, 'index.html.gz'), gzipSync('<!doctype html><title>shell</title>'));
    app = await kit.build({ SHELL_DIST: shell, ADMIN_DIST: admin, AGENT_DIST: path.join(dir, 'missing-agent') });
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const get = (url: string, accept = '*/*') => app.inject({ url, headers: { accept } });

  it('serves the shell at / with no-cache', async () => {
    const response = await get('/', 'text/html');

    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>shell</title>');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('sends the build\'s pre-compressed file to a browser that accepts it, and the plain one otherwise', async () => {
    const packed = await app.inject({ url: '/remotes/admin/static/js/big.0a1b2c.js', headers: { 'accept-encoding': 'br, gzip' } });
    const plain = await app.inject({ url: '/remotes/admin/static/js/big.0a1b2c.js', headers: { 'accept-encoding': 'identity' } });

    expect(packed.headers['content-encoding']).toBe('br');
    expect(packed.rawPayload.length).toBeLessThan(BIG_SCRIPT.length / 10);
    expect(brotliDecompressSync(packed.rawPayload).toString()).toBe(BIG_SCRIPT);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG_SCRIPT);
    expect(packed.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('keeps entry files no-cache when their pre-compressed copy is what gets sent', async () => {
    const entry = await app.inject({ url: '/remotes/admin/remoteEntry.js', headers: { 'accept-encoding': 'br' } });
    const page = await app.inject({ url: '/index.html', headers: { accept: 'text/html', 'accept-encoding': 'gzip' } });

    expect([entry.headers['content-encoding'], entry.headers['cache-control']]).toEqual(['br', 'no-cache']);
    expect([page.headers['content-encoding'], page.headers['cache-control']]).toEqual(['gzip', 'no-cache']);
  });

  it('marks content-hashed files under static/ immutable', async () => {
    const shellChunk = await get('/static/js/main.3f2a1b.js');
    const adminChunk = await get('/remotes/admin/static/js/123.abcdef.js');

    expect([shellChunk.statusCode, shellChunk.headers['cache-control']]).toEqual([200, IMMUTABLE]);
    expect([adminChunk.statusCode, adminChunk.headers['cache-control']]).toEqual([200, IMMUTABLE]);
    expect(adminChunk.body).toBe('chunk()');
  });

  it('never lets browsers keep entry files and manifests without asking', async () => {
    const entries = ['/remotes/admin/mf-manifest.json', '/remotes/admin/remoteEntry.js', '/remoteEntry.js'];
    for (const url of [...entries, '/remotes/admin/static/js/remoteEntry.js']) {
      const response = await get(url);
      expect([url, response.statusCode, response.headers['cache-control']]).toEqual([url, 200, 'no-cache']);
    }
  });

  it('gives other files a short max-age', async () => {
    const response = await get('/favicon.ico');

    expect(response.headers['cache-control']).toBe('public, max-age=300');
  });

  it('answers client-side routes with the shell page when HTML is wanted', async () => {
    for (const url of ['/admin/dashboard', '/satta-results/disawar?month=1', '/agent/login']) {
      const response = await get(url, 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.8');
      expect([url, response.statusCode]).toEqual([url, 200]);
      expect(response.body).toContain('<title>shell</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-type']).toMatch(/^text\/html/);
    }
  });

  it('answers missing files under /remotes/ and /static/ with 404, never the shell page', async () => {
    const missing = ['/remotes/admin/static/js/gone.js', '/remotes/agent/remoteEntry.js', '/static/js/gone.js'];
    for (const url of [...missing, '/remotes/other/x', '/health/nothing']) {
      const response = await get(url, 'text/html');
      expect([url, response.statusCode]).toEqual([url, 404]);
      expect(response.json()).toEqual({ success: false, code: 'notFound', message: 'Not found' });
    }
  });

  it('answers a request for a missing file with 404, never a page, whatever it accepts', async () => {
    for (const accept of ['application/json', 'text/html']) {
      expect((await get('/static/js/missing.0a1b2c.js', accept)).statusCode).toBe(404);
    }
  });
});

describeEachDatabase('without built front ends', (kit) => {
  it('still serves the API and answers page requests with 404', async () => {
    const app = await kit.build();

    expect((await app.inject({ url: '/', headers: { accept: 'text/html' } })).statusCode).toBe(404);
    expect((await app.inject({ url: '/admin/dashboard', headers: { accept: 'text/html' } })).statusCode).toBe(404);
    expect((await app.inject({ url: apiPaths.healthLive })).statusCode).toBe(200);
  });
});
