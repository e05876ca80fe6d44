import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { sitePaths } from '@ghadi/contracts';
import { SiteApi, siteDay, unique } from './support/api';
import { E2E_BASE_URL } from './support/site';

// The widget is for other sites: its page is served from an origin of its own (another host name and port).
let host: Server;
let hostOrigin: string;
let framesOfNextPage: string[] = [];

test.beforeAll(async () => {
  host = createServer((_request, response) => {
    const frames = framesOfNextPage.map((src, index) => `<iframe id="frame-${index}" src="${E2E_BASE_URL}${src}" width="360" height="240"></iframe>`);
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(`<!doctype html><title>A partner site</title><h1>Partner</h1>${frames.join('')}`);
  });
  await new Promise<void>((resolve) => host.listen(0, 'localhost', resolve));
  hostOrigin = `http://localhost:${(host.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise<void>((resolve) => host.close(() => resolve())));

/** An attribute value ending in `text`, whatever origin comes before it. */
const endsWith = (text: string): RegExp => new RegExp(`${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

// The widget's script and styles, and nothing else, must be at most this, gzipped.
const WIDGET_JS_BUDGET_BYTES = 15 * 1024;

test("a partner's page shows a game's widget and today's board, kept current live, with no error, cookie or call elsewhere", async ({ page, request }) => {
  const admin = await SiteApi.signIn(request);
  const game = await admin.createGhadi(unique('Widget'), 'विजेट', '09:45 PM', 3);
  framesOfNextPage = [sitePaths.widget(game.NameEn), sitePaths.widget()];
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  const requested: string[] = [];
  page.on('request', (sent) => requested.push(sent.url()));

  await page.goto(hostOrigin);
  const one = page.frameLocator('#frame-0');
  const board = page.frameLocator('#frame-1');
  const row = one.getByRole('row', { name: new RegExp(game.NameEn) });
  await expect(one.getByRole('table', { name: `${game.NameEn}: today's result` })).toBeVisible();
  await expect(row).toContainText('---');
  await expect(board.getByRole('row', { name: new RegExp(game.NameEn) })).toBeVisible();
  // Its page opens outside the frame, on the site.
  await expect(one.getByRole('link', { name: game.NameEn })).toHaveAttribute('target', '_blank');

  await admin.publishResult(game, '58', siteDay());

  // Within the widget's one-minute refresh: the live stream brought it.
  await expect(row).toContainText('58', { timeout: 10_000 });
  await expect(board.getByRole('row', { name: new RegExp(game.NameEn) })).toContainText('58', { timeout: 10_000 });
  const frame = page.frames().find((candidate) => candidate.url().startsWith(`${E2E_BASE_URL}/widget/`))!;
  expect(await frame.evaluate(() => document.cookie)).toBe('');
  expect(await page.context().cookies()).toEqual([]);
  expect(requested.filter((url) => !url.startsWith(E2E_BASE_URL) && !url.startsWith(hostOrigin))).toEqual([]);
  // The frame never calls the partner's origin: only its own page did.
  expect(requested.filter((url) => url.startsWith(hostOrigin))).toEqual([`${hostOrigin}/`]);
  expect(problems).toEqual([]);
});

test('a partner shows the widget in Hindi by its Hindi address or ?lang=hi: Hindi words and names, Hindi pages, kept current live', async ({ page, request }) => {
  const admin = await SiteApi.signIn(request);
  const game = await admin.createGhadi(unique('Hindi Widget'), 'हिंदी विजेट', '09:55 PM', 5);
  framesOfNextPage = [`/hi${sitePaths.widget(game.NameEn)}`, `${sitePaths.widget(game.NameEn)}?lang=hi`, `${sitePaths.widget()}?lang=hi`];
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));

  await page.goto(hostOrigin);
  const frames = [page.frameLocator('#frame-0'), page.frameLocator('#frame-1')];
  const board = page.frameLocator('#frame-2');
  for (const frame of frames) {
    const table = frame.getByRole('table', { name: 'हिंदी विजेट: आज का रिजल्ट' });
    await expect(table).toBeVisible();
    await expect(table.getByRole('columnheader')).toHaveText(['गेम', 'कल', 'आज']);
    // The game's page it links is the Hindi one.
    await expect(frame.getByRole('link', { name: 'हिंदी विजेट' })).toHaveAttribute('href', endsWith(`/hi${sitePaths.gameChart(game.NameEn)}`));
    await expect(frame.getByRole('link', { name: /से$/ })).toHaveAttribute('href', /\/hi\/$/);
  }
  await expect(board.getByRole('row', { name: /हिंदी विजेट/ })).toBeVisible();

  await admin.publishResult(game, '61', siteDay());

  for (const frame of [...frames, board]) {
    const row = frame.getByRole('row', { name: /हिंदी विजेट/ });
    await expect(row).toContainText('61', { timeout: 10_000 });
    await expect(row).toContainText(/घोषित \d\d:\d\d [AP]M/);
  }
  for (const frame of page.frames().filter((candidate) => candidate.url().startsWith(E2E_BASE_URL))) {
    expect(await frame.evaluate(() => document.documentElement.lang)).toBe('hi');
  }
  expect(problems).toEqual([]);
});

test("the widget's own script and styles stay within 15 KB gzipped", async ({ request }) => {
  const html = await (await request.get(sitePaths.widget())).text();
  const files = [...html.matchAll(/(?:src|href)="(\/static\/[^"]+\.(?:js|css))"/g)].map(([, file]) => file!);
  expect(files.some((file) => file.endsWith('.js'))).toBe(true);
  let total = 0;
  for (const file of files) total += gzipSync(await (await request.get(file)).body(), { level: 9 }).length;
  console.log(`widget first load: ${files.join(', ')}: ${total} B gzipped`);
  expect(total).toBeLessThanOrEqual(WIDGET_JS_BUDGET_BYTES);
});

test('every page but the widget refuses to be framed by another site', async ({ page, request }) => {
  const admin = await SiteApi.signIn(request);
  const game = await admin.createGhadi(unique('Framed'), 'फ्रेम', '09:50 PM', 4);
  const refused = [sitePaths.home, sitePaths.gameChart(game.NameEn), '/hi/', sitePaths.about, sitePaths.admin.login];
  framesOfNextPage = [...refused, sitePaths.widget(game.NameEn)];
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (/frame-ancestors/.test(message.text())) blocked.push(message.text());
  });

  await page.goto(hostOrigin);
  await expect(page.frameLocator(`#frame-${refused.length}`).getByRole('table')).toBeVisible();
  for (const index of refused.keys()) {
    const frame = await (await page.locator(`#frame-${index}`).elementHandle())!.contentFrame();
    // Chromium shows its own error page in place of a refused document.
    await expect.poll(() => frame!.url()).toMatch(/^chrome-error:/);
  }
  expect(blocked).toHaveLength(refused.length);
});
