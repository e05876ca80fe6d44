import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod/mini';
import { apiPaths, runtimeConfigSchema } from '@ghadi/contracts';
import { describeEachDatabase } from '../../helper';

// Built through the contract, so fields the contract adds (site name, zone) are expected too.
const expected = (values: object) => runtimeConfigSchema.parse(values);

describeEachDatabase('GET /runtime-config.json', (kit) => {
  it('tells the shell where the API and the remotes are, uncached', async () => {
    const app = await kit.build();

    const response = await app.inject({ url: apiPaths.runtimeConfig });

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(z.strictObject(runtimeConfigSchema.shape).parse(response.json())).toEqual(
      expected({
        apiBaseUrl: '',
        remotes: { admin: '/remotes/admin/mf-manifest.json', agent: '/remotes/agent/mf-manifest.json' },
        siteName: 'Ghadi Results',
        timeZone: 'Asia/Kolkata',
        // PUBLIC_ORIGIN, or this server's own address without it.
        publicOrigin: 'http://localhost:8080',
      }),
    );
  });

  it('follows the environment, over any runtime-config.json in the shell build', async () => {
    const shell = mkdtempSync(path.join(os.tmpdir(), 'ghadi-shell-'));
    writeFileSync(path.join(shell, 'runtime-config.json'), '{"apiBaseUrl":"stale"}');
    const remotes = {
      admin: 'https://cdn.example.com/admin/mf-manifest.json',
      agent: 'https://cdn.example.com/agent/mf-manifest.json',
    };
    const app = await kit.build({
      SHELL_DIST: shell,
      API_BASE_URL: 'https://api.example.com',
      ADMIN_REMOTE_URL: remotes.admin,
      AGENT_REMOTE_URL: remotes.agent,
      SITE_NAME: 'Evening Charts',
      SITE_TIMEZONE: 'Asia/Dubai',
      PUBLIC_ORIGIN: 'http://evening-charts.example.in',
    });

    const response = await app.inject({ url: apiPaths.runtimeConfig });
    rmSync(shell, { recursive: true, force: true });

    expect(response.json()).toEqual(
      expected({ apiBaseUrl: 'https://api.example.com', remotes, siteName: 'Evening Charts', timeZone: 'Asia/Dubai', publicOrigin: 'http://evening-charts.example.in' }),
    );
  });
});
