import { expect, test, type Page } from '@playwright/test';
import { apiPaths, serverMessages, sitePaths } from '@ghadi/contracts';
import { SiteApi, unique } from './support/api';

// A game with no results: its page offers the month picker (an unknown game's does not).
const name = unique('Errors').toLowerCase();
const kalyanResults = `**${apiPaths.gameResults.url(name)}**`;

test.beforeAll(async ({ request }) => {
  await (await SiteApi.signIn(request)).createGhadi(name, 'त्रुटि', '11:00 AM', 1);
});

// The page arrives rendered with its data; reading another month is the browser's own request.
async function pickAnotherMonth(page: Page) {
  await page.goto(sitePaths.gameChart(name));
  const month = page.getByLabel('Month');
  const shown = Number(await month.inputValue());
  await month.selectOption(String(shown === 1 ? 2 : shown - 1));
}

test('the game page shows the server status when the API fails, with Retry that reloads', async ({ page }) => {
  await page.route(kalyanResults, (route) => route.fulfill({ status: 500, json: { success: false, message: serverMessages.internal } }));
  await pickAnotherMonth(page);
  await expect(page.getByText('Server error: 500')).toBeVisible();

  await page.unroute(kalyanResults);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText(`No data available for ${name}`)).toBeVisible();
});

test('the game page says so when the network is down', async ({ page }) => {
  await page.route(kalyanResults, (route) => route.abort('internetdisconnected'));
  await pickAnotherMonth(page);
  await expect(page.getByText('Network error - please check your connection')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
});

test('an answer that is not a result list says an unexpected error occurred, with Retry', async ({ page }) => {
  await page.route(kalyanResults, (route) => route.fulfill({ status: 200, json: { success: true, data: 'not a list' } }));
  await pickAnotherMonth(page);
  await expect(page.getByRole('alert')).toContainText('An unexpected error occurred.');
  await expect(page.getByRole('table')).toHaveCount(0);

  await page.unroute(kalyanResults);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText(`No data available for ${name}`)).toBeVisible();
});
