import { expect, test, type Page } from '@playwright/test';
import { apiPaths } from '@ghadi/contracts';
import { findGhadiRow, openSection, signInAsAdminAt } from './support/admin';
import { SiteApi, siteDay, unique } from './support/api';

/**
 * Holds the page's reads of `path` (GET only) until released, counting them: a screen that shows what it
 * holds back shows it from the cache the last write refreshed, not from its own read.
 */
async function holdReads(page: Page, path: string) {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held = { count: 0, release };
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      if (route.request().method() !== 'GET') return route.continue();
      held.count += 1;
      await released;
      return route.continue();
    },
  );
  return held;
}

test('a change on one admin screen is on the next screen at once, without a reload', async ({ page, request }) => {
  const admin = await SiteApi.signIn(request);
  const agent = await admin.createAgent(unique('reads'), 'agent-password-1', unique('Asha'));
  const name = unique('Reads');
  await signInAsAdminAt(page, '/admin/dashboard');
  await page.evaluate(() => Object.assign(window, { notReloaded: true }));

  await openSection(page, 'Ghadi');
  await page.getByLabel('Name (En)').fill(name);
  await page.getByLabel('Name (Hi)').fill('पढ़ना');
  await page.getByLabel('Result Time').fill('11:58 PM');
  await page.getByLabel('Order ID').fill('0');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await findGhadiRow(page, page.getByRole('row', { name: new RegExp(name) }));

  // From here the games are never read again while the admin looks.
  const games = await holdReads(page, apiPaths.ghadis);

  await openSection(page, 'Assign Ghadi');
  await page.getByLabel('Agent', { exact: true }).selectOption({ label: `${agent.DisplayName} (${agent.UserName})` });
  await page.getByRole('checkbox', { name: `${name} (पढ़ना)` }).check();
  expect(games.count, 'the screen did ask for the games again: what it shows came from the cache').toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Assign Selected' }).click();
  await expect(page.getByRole('checkbox', { name: `${name} (पढ़ना)` })).toHaveCount(0);

  // Nor the assignments, now that the write has been read back.
  const assignments = await holdReads(page, apiPaths.userMaps);

  await openSection(page, 'Dashboard');
  const board = page.getByRole('table', { name: "Today's board" });
  const row = board.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
  // The board's page buttons are counted once its rows are there (games of other specs fill several pages).
  await expect(board.getByRole('row').nth(1)).toBeVisible();
  await findGhadiRow(page, row);
  await expect(row).toContainText(agent.DisplayName);
  expect(assignments.count, 'the board did ask for the assignments again: what it shows came from the cache').toBeGreaterThan(0);

  games.release();
  assignments.release();
  expect(await page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(true);
});

test('an agent renamed on Agents is named so on the results it entered at once, without a reload', async ({ page, request }) => {
  const admin = await SiteApi.signIn(request);
  const agent = await admin.createAgent(unique('renamed'), 'agent-password-1', unique('Asha'));
  const game = await admin.createGhadi(unique('Renamed'), 'नया नाम', '11:58 PM', 0);
  await admin.assign(agent, [game]);
  const asAgent = await SiteApi.signIn(request, { UserName: agent.UserName, Password: agent.password });
  await asAgent.publishResult(game, '45', siteDay(0));

  await signInAsAdminAt(page, '/admin/results');
  await page.evaluate(() => Object.assign(window, { notReloaded: true }));
  // The newest result is first on the first page: the newest draw date, the latest change first.
  const row = page.getByRole('row').filter({ hasText: game.NameEn });
  await expect(row).toContainText(agent.DisplayName);

  await openSection(page, 'Agents');
  const renamed = unique('Asha');
  await page.getByRole('row', { name: new RegExp(`^${agent.UserName} `) }).getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel('Display Name').fill(renamed);
  // The write re-reads the results too, their screen closed and unawaited: once that answer is in, what the
  // results screen shows can only come from the cache (a busy machine answered it after the screen opened).
  const reread = page.waitForResponse((response) => new URL(response.url()).pathname === apiPaths.adminResults && response.request().method() === 'GET');
  await page.getByRole('button', { name: 'Update', exact: true }).click();
  await expect(page.getByRole('row', { name: new RegExp(`^${agent.UserName} ${renamed} `) })).toBeVisible();
  await reread;

  // From here the results are never read again while the admin looks.
  const results = await holdReads(page, apiPaths.adminResults);

  await openSection(page, 'Results');
  await expect(row).toContainText(renamed);
  expect(results.count, 'the screen did ask for the results again: what it shows came from the cache').toBeGreaterThan(0);

  results.release();
  expect(await page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(true);
});
