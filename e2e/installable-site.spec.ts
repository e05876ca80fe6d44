import { rmSync } from 'node:fs';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { DEFAULT_SITE_TIME_ZONE, pushTitle, sitePaths, siteTimeText, type PushPayload } from '@ghadi/contracts';
import { SiteApi, siteDay, unique } from './support/api';
import { publishAdminRemote, redeployAdminRemote, REDEPLOYED_VERSION } from './support/admin-remote';
import { signInThroughForm } from './support/login';
import { startSiteServer, type Running } from './support/servers';
import { E2E_ADMIN, E2E_PORT } from './support/site';

// A real-looking contact: the server refuses placeholder VAPID subjects, and push is off without one.
const PUSH_SETTINGS = { VAPID_SUBJECT: 'mailto:push-alerts@ghadi-results.in' };

/** The page's service worker, once it is active and controls the page. */
async function controlledBy(page: Page): Promise<string> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  return page.evaluate(() => navigator.serviceWorker.controller!.scriptURL);
}

/** The image's width and height from its PNG header. */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

test.use({ serviceWorkers: 'allow' });

let site: Running;
let api: SiteApi;

test.beforeAll(async ({ playwright }) => {
  site = await startSiteServer(E2E_PORT + 20, PUSH_SETTINGS);
  api = await SiteApi.signIn(await playwright.request.newContext({ baseURL: site.url }));
});
test.afterAll(async () => site?.stop());

test('the manifest is linked from server-rendered and client-only pages, served as a manifest, with usable icons', async ({ page, request }) => {
  for (const address of [sitePaths.home, sitePaths.admin.login]) {
    await page.goto(`${site.url}${address}`);
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  }
  const response = await request.get(`${site.url}/manifest.webmanifest`);
  expect(response.ok()).toBe(true);
  expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = await response.json();
  expect(manifest).toMatchObject({ name: expect.any(String), short_name: expect.any(String), start_url: '/', display: 'standalone', theme_color: '#8a1538' });
  for (const size of [192, 512]) {
    const icon = manifest.icons.find((entry: { sizes: string }) => entry.sizes === `${size}x${size}`);
    const file = await request.get(`${site.url}${icon.src}`);
    expect(file.headers()['content-type']).toBe('image/png');
    expect(pngSize(await file.body())).toEqual({ width: size, height: size });
  }
});

test('the service worker takes control, and a page seen before shows offline with its "as of" time', async ({ page, context }) => {
  const game = await api.createGhadi(unique('Offline'), 'ऑफ़लाइन', '11:00 PM', 1);
  await api.publishResult(game, '37', siteDay(-1));
  const address = `${site.url}${sitePaths.gameChart(game.NameEn)}`;
  await page.goto(address);
  expect(await controlledBy(page)).toBe(`${site.url}/sw.js`);
  // Through the worker this time, which keeps the page and the files it uses.
  const seenFrom = new Date().toISOString();
  await page.reload();
  await expect(page.getByRole('table')).toContainText('37');

  await context.setOffline(true);
  try {
    await page.reload();
    const seenUntil = new Date().toISOString();
    // When the copy was served, in the site's zone (the minute may turn between the two reloads).
    const asOf = [...new Set([seenFrom, seenUntil].map((instant) => `You are offline. Showing results as of ${siteTimeText(instant, DEFAULT_SITE_TIME_ZONE)}.`))];
    const notice = page.getByRole('status').filter({ hasText: 'You are offline.' });
    await expect(notice).toBeVisible();
    expect(asOf).toContain(await notice.textContent());
    await expect(page.getByRole('table')).toContainText('37');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(game.NameEn);
  } finally {
    await context.setOffline(false);
  }
  await page.reload();
  await expect(page.getByRole('table')).toContainText('37');
  await expect(page.getByText('You are offline.')).toHaveCount(0);
});

/** The registration id the DevTools protocol knows the page's worker by (the active one controlling this page). */
async function activeRegistrationId(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  const { targetInfo } = await cdp.send('Target.getTargetInfo');
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
      const controlling = versions.find((version) => version.status === 'activated' && version.controlledClients?.includes(targetInfo.targetId));
      if (controlling) resolve(controlling.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return { cdp, registrationId: await registrationId };
}

test('a push delivered to the service worker shows its notification, one per game', async ({ page, context }) => {
  await context.grantPermissions(['notifications'], { origin: site.url });
  await page.goto(site.url);
  await controlledBy(page);
  const { cdp, registrationId } = await activeRegistrationId(context, page);
  const push = async (payload: PushPayload) =>
    cdp.send('ServiceWorker.deliverPushMessage', { origin: site.url, registrationId, data: JSON.stringify(payload) });

  const shown = () =>
    page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).map((note) => ({ title: note.title, tag: note.tag, data: note.data })));
  // DevTools' delivery was seen lost now and then on a loaded machine (2 full runs in 5, never alone), as a
  // push service's can be; like a push service, the test delivers again until the device shows it. The
  // tag makes a second delivery replace the first, so "one per game" is still what is checked.
  const deliver = (payload: PushPayload, expected: object[]) =>
    expect(async () => {
      await push(payload);
      await expect.poll(shown, { timeout: 3_000 }).toEqual(expected);
    }).toPass({ timeout: 20_000 });

  const declared = { title: pushTitle('Kalyan', '42', 'declared', '05:17 PM'), url: sitePaths.gameChart('Kalyan'), tag: 'ghadi-7' };
  await deliver(declared, [{ title: 'Kalyan: 42, declared 05:17 PM', tag: 'ghadi-7', data: { url: '/satta-results/kalyan' } }]);

  // A correction replaces the declaration on the device.
  await deliver({ ...declared, title: pushTitle('Kalyan', '45', 'corrected', '05:40 PM') }, [
    { title: 'Kalyan: 45, corrected 05:40 PM', tag: 'ghadi-7', data: { url: '/satta-results/kalyan' } },
  ]);
});

test('with push on, following starts with an explanation and never a prompt on load', async ({ page }) => {
  const game = await api.createGhadi(unique('Follow'), 'फ़ॉलो', '10:00 PM', 2);
  await page.goto(`${site.url}${sitePaths.gameChart(game.NameEn)}`);
  expect(await page.evaluate(() => Notification.permission)).toBe('default');
  await page.getByRole('button', { name: 'Notify me' }).click();
  const dialog = page.getByRole('dialog', { name: `Notify me about ${game.NameEn}` });
  await expect(dialog).toContainText(`We will send one notification when ${game.NameEn}'s result is declared or corrected.`);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  expect(await page.evaluate(() => Notification.permission)).toBe('default');
});

test('with the worker active, a redeployed admin remote loads fresh: its entry files never come from the worker', async ({ page }) => {
  test.setTimeout(300_000);
  const published = publishAdminRemote('admin-sw-');
  const ownSite = await startSiteServer(E2E_PORT + 21, { ADMIN_DIST: published });
  const fromWorker: string[] = [];
  page.on('response', (response) => {
    if (response.fromServiceWorker()) fromWorker.push(new URL(response.url()).pathname);
  });
  try {
    await page.goto(`${ownSite.url}/admin/login`);
    await controlledBy(page);
    await signInThroughForm(page, E2E_ADMIN);
    await expect(page.getByRole('heading', { name: 'Welcome, Admin' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Notifications' })).toContainText('No visitor follows a game yet.');

    redeployAdminRemote(published);

    await page.reload();
    await expect(page.getByText(`Version ${REDEPLOYED_VERSION}`)).toBeVisible();
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    expect(fromWorker.filter((file) => /remoteEntry\.js|mf-manifest\.json|runtime-config\.json|^\/remotes\/|^\/api\/(admin|users)/.test(file))).toEqual([]);
  } finally {
    await ownSite.stop();
    rmSync(published, { recursive: true, force: true });
  }
});
