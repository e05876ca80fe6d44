import { expect, test } from '@playwright/test';
import { E2E_ADMIN } from './support/site';
import { signInThroughForm } from './support/login';

test.describe('route guards, signed out', () => {
  for (const [protectedPath, loginPath] of [
    ['/admin/dashboard', '/admin/login'],
    ['/admin/content-blocks', '/admin/login'],
    ['/agent/dashboard', '/agent/login'],
    ['/agent/ghadi-results', '/agent/login'],
  ] as const) {
    test(`${protectedPath} goes to ${loginPath}`, async ({ page }) => {
      await page.goto(protectedPath);
      await expect(page).toHaveURL(loginPath);
      await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    });
  }

  test('/login goes to /agent/login', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveURL('/agent/login');
    await expect(page.getByRole('heading', { name: 'Agent Login' })).toBeVisible();
  });
});

test('an admin who opens the agent area lands on the public home', async ({ page }) => {
  await page.goto('/admin/login');
  await signInThroughForm(page, E2E_ADMIN);
  await expect(page).toHaveURL('/admin/dashboard');
  await page.goto('/agent/dashboard');
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { name: 'SATTA CHART' })).toBeVisible();
});

test('after signing in, the visitor returns to the page the guard turned them away from', async ({ page }) => {
  await page.goto('/admin/content-blocks');
  await expect(page).toHaveURL('/admin/login');
  await signInThroughForm(page, E2E_ADMIN);
  await expect(page).toHaveURL('/admin/content-blocks');
  await expect(page.getByRole('heading', { name: 'Content Blocks' })).toBeVisible();
});
