import { expect, test } from '@playwright/test';
import { apiPaths, serverMessages } from '@ghadi/contracts';
import { E2E_ADMIN } from './support/site';
import { signInThroughForm } from './support/login';

test('the admin signs in and the dashboard comes from the admin remote\'s static/js', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()).pathname);
  });

  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL('/admin/login');
  await signInThroughForm(page, E2E_ADMIN);

  await expect(page).toHaveURL('/admin/dashboard');
  await expect(page.getByRole('heading', { name: 'Welcome, Admin' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();

  expect(scripts).toContain('/remotes/admin/remoteEntry.js');
  expect(scripts.some((script) => script.startsWith('/remotes/admin/static/js/'))).toBe(true);
  const outsideStatic = scripts.filter((script) => !/\/static\/js\/[^/]+\.js$/.test(script) && !script.endsWith('/remoteEntry.js'));
  expect(outsideStatic).toEqual([]);
});

test('shell, admin and agent share one session module and one API client', async ({ page }) => {
  await page.goto('/admin/login');
  await signInThroughForm(page, E2E_ADMIN);
  await expect(page.getByRole('heading', { name: 'Welcome, Admin' })).toBeVisible();

  // Move to the agent area inside the same page, so the agent remote joins the already-running shell.
  await page.evaluate(() => {
    window.history.pushState({}, '', '/agent/login');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { name: 'Agent Login' })).toBeVisible();

  const providers = await page.evaluate(() => {
    type Build = { useIn: string[]; loaded?: boolean };
    // A build registered with tree-shaking metadata sits in `treeShaking`, beside the full one: count both.
    type Shared = Build & { from: string; treeShaking?: Build };
    const federation = (globalThis as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, Shared>>>> } }).__FEDERATION__;
    // Every app's federation instance lists the same share scope: count each build once.
    const seen: Record<string, { from: string[]; useIn: string[]; builds: Set<Build> }> = {};
    for (const scopes of Object.values(federation.__SHARE__)) {
      for (const [name, versions] of Object.entries(scopes.default ?? {})) {
        if (!['@ghadi/auth', '@ghadi/api-client', 'react', 'react-router', '@tanstack/react-query'].includes(name)) continue;
        const entry = (seen[name] ??= { from: [], useIn: [], builds: new Set() });
        for (const shared of Object.values(versions)) {
          for (const build of [shared, shared.treeShaking]) {
            if (!build?.loaded) continue;
            entry.builds.add(build);
            entry.from.push(shared.from);
            entry.useIn.push(...build.useIn);
          }
        }
      }
    }
    return Object.fromEntries(
      Object.entries(seen).map(([name, { from, useIn, builds }]) => [name, { from: [...new Set(from)], useIn: [...new Set(useIn)].sort(), builds: builds.size }]),
    );
  });
  // The shell provides its own modules to the federation and uses them directly, so `useIn` lists the
  // remotes that took them from it.
  const bothRemotes = ['admin', 'agent'];
  expect(providers['@ghadi/auth']).toEqual({ from: ['shell'], useIn: bothRemotes, builds: 1 });
  expect(providers['@ghadi/api-client']?.from).toEqual(['shell']);
  expect(providers.react?.from).toEqual(['shell']);
  // One router: the remotes' routes live inside the shell's BrowserRouter, whose tree-shaken build they use.
  expect(providers['react-router']).toEqual({ from: ['shell'], useIn: bothRemotes, builds: 1 });
  expect(providers['@tanstack/react-query']).toEqual({ from: ['shell'], useIn: bothRemotes, builds: 1 });
});

test('logout ends the session on the server at once', async ({ page, request }) => {
  await page.goto('/admin/login');
  await signInThroughForm(page, E2E_ADMIN);
  await expect(page.getByRole('heading', { name: 'Welcome, Admin' })).toBeVisible();
  const token = await page.evaluate(() => JSON.parse(window.localStorage.getItem('user') ?? '{}').token as string);
  expect((await request.get(apiPaths.currentUser, { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(200);

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/admin/login');
  expect(await page.evaluate(() => window.localStorage.getItem('user'))).toBeNull();
  expect((await request.get(apiPaths.currentUser, { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(401);
});

test('a wrong password shows the server message and keeps the visitor signed out', async ({ page }) => {
  await page.goto('/admin/login');
  await signInThroughForm(page, { UserName: 'admin', Password: 'not-the-password' });
  await expect(page.getByRole('alert')).toHaveText(serverMessages.invalidCredentials);
  await expect(page).toHaveURL('/admin/login');
});
