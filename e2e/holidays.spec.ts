import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { apiPaths, serverMessages, type Ghadi } from '@ghadi/contracts';
import { SiteApi, siteDay, unique } from './support/api';
import { answerNextConfirm, signInAsAdminAt } from './support/admin';
import { signInThroughForm } from './support/login';

/** The game's cell for today in the home page's record chart (every game's month, so a game without results is there too). */
async function todayOnChart(page: Page, game: Ghadi) {
  await page.goto('/');
  const chart = page.getByRole('region', { name: 'Record Chart' }).getByRole('table');
  const headers = await chart.getByRole('columnheader').allTextContents();
  const column = headers.findIndex((header) => header.includes(game.NameEn));
  // The first header names the day column, whose cells are row headers, not cells.
  return chart.getByRole('row').nth(Number(siteDay(0).slice(8))).getByRole('cell').nth(column - 1);
}

test('an admin marks a game off for today: its agent cannot publish, and the public chart shows the holiday', async ({ page, browser, request }) => {
  const admin = await SiteApi.signIn(request);
  const agent = await admin.createAgent(unique('holiday'));
  const game = await admin.createGhadi(unique('Rest'), 'विश्राम', '03:00 PM', 3);
  await admin.assign(agent, [game]);
  const today = siteDay(0);

  await page.setViewportSize({ width: 360, height: 740 });
  await signInAsAdminAt(page, '/admin/ghadi');
  // On a phone the sidebar starts open over the page.
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('button', { name: 'Close' }).click();
  const holidays = page.getByRole('region', { name: 'Holidays' });
  await holidays.getByLabel('Ghadi').selectOption({ label: `${game.NameEn} (विश्राम)` });
  await expect(holidays.getByLabel('Holiday date')).toHaveValue(today);
  await expect(holidays.getByText('No holidays in this month.')).toBeVisible();

  // Declined: nothing is marked.
  let asked = answerNextConfirm(page, false);
  await holidays.getByRole('button', { name: 'Mark holiday' }).click();
  expect(await asked).toBe(`Are you sure you want to mark ${game.NameEn} as a holiday on ${today}?`);
  await expect(holidays.getByText('No holidays in this month.')).toBeVisible();

  // With the keyboard this time.
  asked = answerNextConfirm(page, true);
  await holidays.getByRole('button', { name: 'Mark holiday' }).press('Enter');
  await asked;
  await expect(holidays.getByRole('status')).toContainText(serverMessages.holidayMarked);
  await expect(holidays.getByRole('button', { name: `Remove holiday on ${today}` })).toBeVisible();
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(sideways, 'the Ghadi screen must not scroll sideways on a 360 px phone').toBeLessThanOrEqual(0);
  const { violations } = await new AxeBuilder({ page }).include('.holidays-panel').analyze();
  expect(violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id)).toEqual([]);

  const agentPage = await (await browser.newContext({ viewport: { width: 360, height: 740 } })).newPage();
  await agentPage.goto('/agent/login');
  await signInThroughForm(agentPage, { UserName: agent.UserName, Password: agent.password });
  await expect(agentPage.getByLabel('Ghadi')).toHaveValue(game._id);
  await expect(agentPage.getByText(`Holiday: ${game.NameEn} does not run on ${today.split('-').reverse().join('-')}.`)).toBeVisible();
  await agentPage.getByLabel('Result', { exact: true }).fill('45');
  await expect(agentPage.getByRole('button', { name: 'Update' })).toBeDisabled();
  // The server refuses it too, however it is sent.
  const asAgent = await SiteApi.signIn(request, { UserName: agent.UserName, Password: agent.password });
  const forced = await request.post(apiPaths.updateResult, {
    headers: { Authorization: `Bearer ${asAgent.token}` },
    data: { ghadiId: game._id, result: '45', dateTime: today },
  });
  expect(forced.status()).toBe(409);
  expect(((await forced.json()) as { message: string }).message).toBe(serverMessages.holidayNoResult);
  await agentPage.context().close();

  const chartPage = await browser.newPage();
  const cell = await todayOnChart(chartPage, game);
  await expect(cell.getByText('Holiday', { exact: true })).toBeAttached();
  await expect(cell).not.toHaveText('---');

  // Removed again: the game runs today, and the chart says so.
  asked = answerNextConfirm(page, true);
  await holidays.getByRole('button', { name: `Remove holiday on ${today}` }).click();
  expect(await asked).toBe(`Are you sure you want to remove the holiday of ${game.NameEn} on ${today}?`);
  await expect(holidays.getByRole('status')).toContainText(serverMessages.holidayRemoved);
  await expect(holidays.getByText('No holidays in this month.')).toBeVisible();
  await expect(await todayOnChart(chartPage, game)).toHaveText('---');
  await chartPage.close();
});
