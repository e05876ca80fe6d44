import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { SiteApi, unique } from './support/api';
import { publishAdminRemote, redeployAdminRemote, REDEPLOYED_VERSION } from './support/admin-remote';
import { signInThroughForm } from './support/login';
import { repoRoot, startSiteServer, startStaticHost } from './support/servers';
import { E2E_ADMIN, E2E_PORT } from './support/site';

function fingerprint(folder: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    files[path.relative(folder, file)] = createHash('sha256').update(readFileSync(file)).digest('hex');
  }
  return files;
}

test('a rebuilt admin remote goes live on its own; the shell is not rebuilt and its files stay the same', async ({ page }) => {
  test.setTimeout(300_000);
  const shellDist = path.join(repoRoot, 'hosts', 'shell', 'dist');
  const shellBefore = fingerprint(shellDist);
  const published = publishAdminRemote('admin-published-');
  const site = await startSiteServer(E2E_PORT + 1, { ADMIN_DIST: published });
  try {
    await page.goto(`${site.url}/admin/login`);
    await signInThroughForm(page, E2E_ADMIN);
    await expect(page.getByRole('heading', { name: 'Welcome, Admin' })).toBeVisible();
    await expect(page.getByText(`Version ${REDEPLOYED_VERSION}`)).toHaveCount(0);

    redeployAdminRemote(published);

    await page.reload();
    await expect(page.getByText(`Version ${REDEPLOYED_VERSION}`)).toBeVisible();
    expect(fingerprint(shellDist)).toEqual(shellBefore);
  } finally {
    await site.stop();
  }
});

test('a remote served from another origin, named only in runtime-config.json, works', async ({ page, playwright }) => {
  const cdn = await startStaticHost(path.join(repoRoot, 'remotes', 'agent', 'dist'), E2E_PORT + 2);
  const site = await startSiteServer(E2E_PORT + 3, { AGENT_REMOTE_URL: `${cdn.url}/mf-manifest.json` });
  const request = await playwright.request.newContext({ baseURL: site.url });
  try {
    const admin = await SiteApi.signIn(request);
    const agent = await admin.createAgent(unique('cdn'));
    const game = await admin.createGhadi(unique('Far'), 'दूर', '06:30 PM', 1);
    await admin.assign(agent, [game]);

    await page.goto(`${site.url}/agent/login`);
    await expect(page.getByRole('heading', { name: 'Agent Login' })).toBeVisible();
    expect(cdn.requests).toContain('/mf-manifest.json');
    expect(cdn.requests).toContain('/remoteEntry.js');
    expect(cdn.requests.some((request) => request.startsWith('/static/js/'))).toBe(true);

    // The remote from the other origin signs in and loads the agent's games from the site's API.
    await signInThroughForm(page, { UserName: agent.UserName, Password: agent.password });
    await expect(page).toHaveURL(`${site.url}/agent/dashboard`);
    await expect(page.getByRole('heading', { name: 'Ghadi & Results' })).toBeVisible();
    await expect(page.getByLabel('Ghadi')).toHaveValue(game._id);
    expect(cdn.requests.filter((request) => request.startsWith('/api/'))).toEqual([]);
  } finally {
    await request.dispose();
    await site.stop();
    await cdn.stop();
  }
});
