import { expect, test } from '@playwright/test';

test('with the admin remote unreachable, public pages work and /admin shows the fallback with Retry', async ({ page }) => {
  await page.route('**/remotes/admin/**', (route) => route.abort('connectionrefused'));

  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'SATTA CHART' })).toBeVisible();
  await expect(page.getByText('All rights reserved.')).toBeVisible();

  await page.goto('/admin/login');
  await expect(page.getByText('This section is unavailable right now')).toBeVisible();
  const retry = page.getByRole('button', { name: 'Retry' });
  await expect(retry).toBeVisible();

  // The remote comes back: Retry recovers without anything else.
  await page.unroute('**/remotes/admin/**');
  await retry.click();
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
});

test('the agent area keeps working while the admin remote is down', async ({ page }) => {
  await page.route('**/remotes/admin/**', (route) => route.abort('connectionrefused'));
  await page.goto('/agent/login');
  await expect(page.getByRole('heading', { name: 'Agent Login' })).toBeVisible();
});
