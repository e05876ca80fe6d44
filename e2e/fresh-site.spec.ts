import { expect, test } from '@playwright/test';
import { signInThroughForm } from './support/login';
import { startSiteServer, type Running } from './support/servers';
import { E2E_ADMIN, E2E_PORT } from './support/site';

// A database of its own, left empty: what a newcomer sees on the first start.
let site: Running;

test.beforeAll(async () => {
  site = await startSiteServer(E2E_PORT + 7);
});

test.afterAll(async () => site?.stop());

test('an empty site\'s home page says what is missing, with no console error and no failed request', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('requestfailed', (request) => problems.push(`failed: ${request.url()} ${request.failure()?.errorText}`));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()}: ${response.url()}`);
  });
  await page.goto(`${site.url}/`);
  const satta = page.getByRole('region', { name: 'SATTA CHART' });
  await expect(satta.getByText('No games yet.')).toBeVisible();
  await expect(satta.getByRole('link')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Blog' }).getByText('Section not found.')).toBeVisible();
  // The visitor counts are the page's last request; the live stream stays open, so no 'networkidle'.
  await expect(page.getByRole('complementary', { name: 'Visitors' })).toContainText(/Users: \d+/);
  expect(problems).toEqual([]);
});

test('on an empty site a signed-in admin is led from the home page to where games are added', async ({ page }) => {
  await page.goto(`${site.url}/admin/login`);
  await signInThroughForm(page, E2E_ADMIN);
  await expect(page.getByRole('heading', { name: 'Welcome, Admin' })).toBeVisible();
  await page.goto(`${site.url}/`);
  await page.getByRole('region', { name: 'SATTA CHART' }).getByRole('link', { name: 'Add games' }).click();
  await expect(page).toHaveURL(`${site.url}/admin/ghadi`);
  await expect(page.getByRole('heading', { level: 2, name: 'Ghadi', exact: true })).toBeVisible();
});
