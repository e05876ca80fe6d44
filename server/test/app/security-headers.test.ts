import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { describeEachDatabase } from '../helper';

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
    writeFileSync(path.join(shell, 'index.html'), '<!doctype html><title>shell</title>');
    app = await kit.build({
      SHELL_DIST: shell,
      ADMIN_REMOTE_URL: 'https://admin.cdn.example/remotes/admin/mf-manifest.json',
      TRUST_PROXY: 'true',
    });
  });
  afterAll(() => rmSync(shell, { recursive: true, force: true }));

  it('gives pages a policy that runs scripts only from here and the configured remote origins', async () => {
    for (const url of ['/', '/admin/dashboard']) {
      const page = await app.inject({ url, headers: { accept: 'text/html' } });
      const policy = directives(page.headers['content-security-policy'] as string);

      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(policy['script-src']).toBe("'self' https://admin.cdn.example");
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

  it('gives API answers a policy that allows nothing, with nosniff and a referrer policy', async () => {
    const response = await app.inject({ url: '/api/ghadis' });

    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('asks for HSTS only over TLS', async () => {
    const plain = await app.inject({ url: '/api/ghadis' });
    const tls = await app.inject({ url: '/api/ghadis', headers: { 'x-forwarded-proto': 'https' } });

    expect(plain.headers['strict-transport-security']).toBeUndefined();
    expect(tls.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});
