import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { apiPaths, drawDayResponseSchema, resultHistoryResponseSchema, resultListResponseSchema, runtimeConfigSchema, type LoginResponse } from '@ghadi/contracts';
import { uncovered } from './support/admin';
import { signInThroughForm } from './support/login';
import { repoRoot } from './support/servers';
import { E2E_PORT } from './support/site';

// `npm run demo` as a newcomer runs it, on a database file of its own and a shorter history, so it seeds fast.
const port = E2E_PORT + 9;
const origin = `http://127.0.0.1:${port}`;
let demo: ChildProcess;
let output = '';

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ghadi-demo-'));
  // A zone where it is about noon now, so the day has games both behind and ahead of the clock.
  const hoursToNoon = 12 - new Date().getUTCHours();
  const noonZone = `Etc/GMT${hoursToNoon > 0 ? '-' : '+'}${Math.abs(hoursToNoon)}`;
  demo = spawn(process.execPath, [path.join(repoRoot, 'scripts', 'demo.mjs')], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, PORT: String(port), DEMO_DATABASE: path.join(dir, 'demo.sqlite'), DEMO_HISTORY_DAYS: '40', SITE_TIMEZONE: noonZone },
  });
  demo.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  demo.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await expect.poll(() => output, { timeout: 170_000, intervals: [500] }).toContain('Demo site (invented data)');
});

test.afterAll(() => {
  demo?.kill('SIGTERM');
});

/** The account a line of the demo's output prints, e.g. "Admin: admin / secret". */
function printedAccount(role: string): { UserName: string; Password: string } {
  const match = new RegExp(`${role}: (\\S+) / (\\S+)`).exec(output);
  if (!match) throw new Error(`the demo printed no ${role} account:\n${output}`);
  return { UserName: match[1]!, Password: match[2]! };
}

test('the demo seeds a living site: mixed states today, a notice on every page, and the printed accounts sign in', async ({ page, request }) => {
  const config = runtimeConfigSchema.parse(await (await request.get(`${origin}${apiPaths.runtimeConfig}`)).json());
  expect(config.demo).toBe(true);

  for (const role of ['Admin', 'Agent']) {
    const answer = await request.post(`${origin}${apiPaths.login}`, { data: printedAccount(role) });
    expect(answer.status(), role).toBe(200);
  }

  // The clock follower publishes what is due and corrects one result within its first two looks.
  await expect
    .poll(
      async () => {
        const board = drawDayResponseSchema.parse(await (await request.get(`${origin}${apiPaths.drawDay}`)).json());
        return [...new Set(board.data.games.map((game) => game.state))].sort();
      },
      { timeout: 60_000, intervals: [2_000] },
    )
    .toEqual(['awaited', 'corrected', 'declared', 'holiday', 'upcoming']);

  // Each result is declared a few minutes after its game's time (its agent's delay, at most 50 minutes), also
  // those whose time had passed when the demo started: not all at the moment it started.
  const board = drawDayResponseSchema.parse(await (await request.get(`${origin}${apiPaths.drawDay}`)).json()).data;
  const declared = board.games.filter((game) => game.declaredAt !== null);
  expect(declared.length).toBeGreaterThanOrEqual(6);
  for (const game of declared) {
    const minutesLate = (Date.parse(game.declaredAt!) - Date.parse(game.dueAt!)) / 60_000;
    expect([game.ghadi.NameEn, minutesLate >= 2 && minutesLate <= 51]).toEqual([game.ghadi.NameEn, true]);
  }
  const riverside = board.games.find((game) => game.ghadi.NameEn === 'Riverside')!;
  expect(Date.parse(riverside.correctedAt!) - Date.parse(riverside.declaredAt!)).toBe(6 * 60_000);

  for (const address of ['/', '/satta-results/riverside', '/admin/login', '/agent/login']) {
    await page.goto(`${origin}${address}`);
    await expect(page.getByRole('note').filter({ hasText: 'Demo data' }), address).toBeVisible();
  }
  await page.goto(`${origin}/`);
  await expect(page.getByRole('heading', { name: 'Sunrise' }).first()).toBeVisible();
  // The Hindi pages read the content blocks' Hindi versions, navigation included.
  await page.goto(`${origin}/hi/`);
  await expect(page.getByRole('link', { name: 'सट्टा चार्ट' }).first()).toHaveAttribute('href', '/hi/#satta-chart');
  await expect(page.getByText('डेमो में स्वागत है').first()).toBeVisible();
  await expect(page.getByText('Welcome to the demo')).toHaveCount(0);
});

test("on a phone the demo notice above the admin's header pushes the sidebar down with it: the header covers no part of it", async ({ page }) => {
  await page.goto(`${origin}/admin/login`);
  await signInThroughForm(page, printedAccount('Admin'));
  const sidebar = page.getByRole('navigation', { name: 'Admin' });
  for (const [width, height] of [[360, 740], [390, 844]] as const) {
    await page.setViewportSize({ width, height });
    await expect(sidebar).toBeVisible();
    const notice = (await page.getByRole('note').filter({ hasText: 'Demo data' }).boundingBox())!;
    const header = (await page.getByRole('banner').boundingBox())!;
    expect(header.y, `${width} px`).toBeGreaterThanOrEqual(notice.y + notice.height - 1);
    expect((await sidebar.boundingBox())!.y, `${width} px`).toBeGreaterThanOrEqual(header.y + header.height - 1);
    expect(await uncovered(sidebar.getByRole('button', { name: 'Close' })), `${width} px`).toBe(true);
    expect(await uncovered(sidebar.getByRole('link', { name: 'Dashboard' })), `${width} px`).toBe(true);
    // A real click, which waits in vain while anything else would receive it.
    await sidebar.getByRole('button', { name: 'Close' }).click({ timeout: 5_000 });
    await expect(sidebar).toBeHidden();
    await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
  }
});

test('the history comes in as an admin imports years of results: each past result and its correction are marked imported', async ({ request }) => {
  const login = await request.post(`${origin}${apiPaths.login}`, { data: printedAccount('Admin') });
  const headers = { Authorization: `Bearer ${((await login.json()) as LoginResponse).token}` };
  // Riverside is the corrected game: every ninth day of its history was first published wrong.
  const [year, month] = [...new Date(Date.now() - 20 * 86_400_000).toISOString().slice(0, 7).split('-').map(Number)] as [number, number];
  const results = resultListResponseSchema.parse(await (await request.get(`${origin}${apiPaths.gameResults.url('riverside')}?year=${year}&month=${month}`)).json()).data;
  const ninth = results.find((result) => result.DateTime.endsWith('-09') || result.DateTime.endsWith('-18') || result.DateTime.endsWith('-27'));
  expect(ninth, 'a ninth day in the month').toBeDefined();

  const trail = resultHistoryResponseSchema.parse(await (await request.get(`${origin}${apiPaths.adminResultHistory.url(ninth!.id)}`, { headers })).json()).data;

  expect(trail.map((entry) => entry.Source)).toEqual(['imported', 'imported']);
  expect(trail[1]).toMatchObject({ From: trail[0]!.To, To: ninth!.Result });
});

test('npm start\'s site is not a demo and says nothing about demo data', async ({ page, request }) => {
  const config = runtimeConfigSchema.parse(await (await request.get(apiPaths.runtimeConfig)).json());
  expect(config.demo).toBe(false);
  await page.goto('/');
  await expect(page.getByText('Demo data')).toHaveCount(0);
});
