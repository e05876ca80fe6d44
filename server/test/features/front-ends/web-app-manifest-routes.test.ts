import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describeEachDatabase } from '../../helper';

function shellWithManifest(): string {
  const shell = mkdtempSync(path.join(os.tmpdir(), 'ghadi-shell-'));
  const built = { name: 'Built Name', short_name: 'Results', start_url: '/', display: 'standalone', icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }] };
  writeFileSync(path.join(shell, 'manifest.webmanifest'), JSON.stringify(built));
  return shell;
}

describeEachDatabase('GET /manifest.webmanifest', (kit) => {
  it('names the installed site after SITE_NAME and keeps the rest of the built manifest', async () => {
    const app = await kit.build({ SHELL_DIST: shellWithManifest(), SITE_NAME: 'Morning Draws' });

    const response = await app.inject({ url: '/manifest.webmanifest' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toEqual({
      name: 'Morning Draws',
      short_name: 'Results',
      start_url: '/',
      display: 'standalone',
      icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }],
    });
  });

  it('uses a short site name under the icon too', async () => {
    const app = await kit.build({ SHELL_DIST: shellWithManifest(), SITE_NAME: 'Ghadi' });

    expect((await app.inject({ url: '/manifest.webmanifest' })).json()).toMatchObject({ name: 'Ghadi', short_name: 'Ghadi' });
  });

  it('answers 404 when the shell was built without one', async () => {
    const app = await kit.build({ SHELL_DIST: mkdtempSync(path.join(os.tmpdir(), 'ghadi-shell-')) });

    expect((await app.inject({ url: '/manifest.webmanifest' })).statusCode).toBe(404);
  });
});
