import { expect, test, type Page } from '@playwright/test';
import { findGhadiRow, signInAsAdminAt } from './support/admin';
import { signInThroughForm } from './support/login';
import { SiteApi, unique } from './support/api';
import { startNoonSite, type NoonSite } from './support/noon-site';
import { E2E_PORT } from './support/site';

// The games below are due just after midnight (late all day) and just before it (upcoming all day): on a site
// whose clock reads noon, both exist whatever the hour the suite runs at.
const PORT = E2E_PORT + 40;
let site: NoonSite;
const siteDay = (days = 0) => site.day(days);

test.beforeAll(async () => {
  site = await startNoonSite(PORT);
});
test.afterAll(async () => site?.stop());
test.use({ baseURL: `http://127.0.0.1:${PORT}` });
test.beforeEach(async ({ page }) => {
  await page.clock.install({ time: site.now() });
});

const board = (page: Page) => page.getByRole('table', { name: "Today's board" });
const boardRow = (page: Page, name: string) => board(page).getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });

test('the admin dashboard lists a late game first, with its agent, and links to updating its result', async ({ page, request }) => {
  const admin = await SiteApi.signIn(request);
  const agent = await admin.createAgent(unique('late'), 'agent-password-1', unique('Ravi'));
  // The earliest result time of the day: later than any other game of the spec run.
  const late = await admin.createGhadi(unique('Midnight'), 'आधी रात', '12:00 AM', 0);
  const upcoming = await admin.createGhadi(unique('Night'), 'रात', '11:59 PM', 0);
  await admin.assign(agent, [late]);

  await page.setViewportSize({ width: 360, height: 740 });
  await signInAsAdminAt(page, '/admin/dashboard');
  // On a phone the sidebar starts open over the page, where the board's page buttons are.
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('button', { name: 'Close' }).click();
  const first = board(page).getByRole('row').nth(1);
  await expect(first.getByRole('rowheader')).toHaveText(late.NameEn);
  await expect(first).toContainText(/Waiting \((\d+ h )?\d+ min late\)/);
  await expect(first).toContainText(agent.DisplayName);
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(sideways, 'the board scrolls inside its own box, not the page').toBeLessThanOrEqual(0);

  const upcomingRow = boardRow(page, upcoming.NameEn);
  await findGhadiRow(page, upcomingRow);
  await expect(upcomingRow).toContainText(/Upcoming in (\d+ h )?\d+ min/);
  await expect(upcomingRow).toContainText('Not assigned');

  await page.goto('/admin/dashboard');
  await first.getByRole('link', { name: /^Update Result/ }).click();
  await expect(page).toHaveURL(/\/admin\/ghadi\?update-result=/);
  await expect(page.getByRole('heading', { name: `Update Result for ${late.NameEn} (${late.NameHn})` })).toBeVisible();
});

test('a result published by another client appears on the open board without a reload', async ({ page, request }) => {
  const admin = await SiteApi.signIn(request);
  const game = await admin.createGhadi(unique('Awaited'), 'प्रतीक्षा', '12:01 AM', 0);
  await signInAsAdminAt(page, '/admin/dashboard');
  const waiting = board(page).getByRole('row').filter({ hasText: game.NameEn }).filter({ hasText: 'Waiting' });
  await findGhadiRow(page, waiting);
  await page.evaluate(() => Object.assign(window, { notReloaded: true }));

  await admin.publishResult(game, '83', siteDay());

  // Well inside the 30-second re-read: the live stream brought it (declared games move down the board).
  await expect(waiting).toHaveCount(0, { timeout: 10_000 });
  const declared = boardRow(page, game.NameEn);
  await findGhadiRow(page, declared);
  await expect(declared).toContainText(/Declared \d\d:\d\d [AP]M/);
  await expect(declared).toContainText('83');
  expect(await page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(true);
});

test('the agent’s day lists the agent’s games, late first, and tapping one selects it in the form', async ({ page, request }) => {
  const admin = await SiteApi.signIn(request);
  const agent = await admin.createAgent(unique('day'));
  const upcoming = await admin.createGhadi(unique('Dusk'), 'संध्या', '11:58 PM', 1);
  const late = await admin.createGhadi(unique('Dawn'), 'भोर', '12:02 AM', 2);
  await admin.assign(agent, [upcoming, late]);

  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/agent/login');
  await signInThroughForm(page, { UserName: agent.UserName, Password: agent.password });
  const games = page.getByRole('region', { name: "Today's games" }).getByRole('button');
  await expect(games).toHaveCount(2);
  await expect(games.nth(0)).toContainText(late.NameEn);
  await expect(games.nth(0)).toContainText(/Waiting \((\d+ h )?\d+ min late\)/);
  await expect(games.nth(1)).toContainText(upcoming.NameEn);
  await expect(games.nth(1)).toContainText(/Upcoming in (\d+ h )?\d+ min/);
  await expect(page.getByLabel('Ghadi')).toHaveValue(upcoming._id);

  await page.getByLabel('Date', { exact: true }).fill(siteDay(-1));
  await games.nth(0).click();
  await expect(page.getByLabel('Ghadi')).toHaveValue(late._id);
  await expect(page.getByLabel('Date', { exact: true })).toHaveValue(siteDay(0));
  await expect(page.getByLabel('Result', { exact: true })).toBeFocused();
});
