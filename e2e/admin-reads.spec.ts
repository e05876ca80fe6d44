import { expect, test, type Page } from '@playwright/test';
import { apiPaths } from '@ghadi/contracts';
import { findGhadiRow, openSection, signInAsAdminAt } from './support/admin';
import { SiteApi, unique } from './support/api';

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
