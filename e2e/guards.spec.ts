import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { SiteApi, unique } from './support/api';
import { E2E_ADMIN } from './support/site';
import { signInThroughForm } from './support/login';

const adminChildren = ['dashboard', 'agents', 'ghadi', 'results', 'assign-ghadi', 'content-blocks'] as const;
const agentChildren = ['dashboard', 'ghadi-results'] as const;

/** A fresh agent, signed in through the agent login. */
async function signInAsNewAgent(page: Page, request: APIRequestContext) {
  const admin = await SiteApi.signIn(request);
  const agent = await admin.createAgent(unique('guard'));
  await page.goto('/agent/login');
  await signInThroughForm(page, { UserName: agent.UserName, Password: agent.password });
  await expect(page).toHaveURL('/agent/dashboard');
}

test.describe('route guards, signed out', () => {
  for (const [protectedPath, loginPath] of [
    ...adminChildren.map((child) => [`/admin/${child}`, '/admin/login'] as const),
    ...agentChildren.map((child) => [`/agent/${child}`, '/agent/login'] as const),
  ]) {
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

test.describe('route guards, wrong role', () => {
  for (const child of adminChildren) {
    test(`an agent who opens /admin/${child} lands on the public home`, async ({ page, request }) => {
      await signInAsNewAgent(page, request);
      await page.goto(`/admin/${child}`);
      await expect(page).toHaveURL('/');
      await expect(page.getByRole('heading', { name: 'SATTA CHART' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Admin Panel' })).toHaveCount(0);
    });
  }

  for (const child of agentChildren) {
    test(`an admin who opens /agent/${child} lands on the public home`, async ({ page }) => {
      await page.goto('/admin/login');
      await signInThroughForm(page, E2E_ADMIN);
      await expect(page).toHaveURL('/admin/dashboard');
      await page.goto(`/agent/${child}`);
      await expect(page).toHaveURL('/');
      await expect(page.getByRole('heading', { name: 'SATTA CHART' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Agent Dashboard' })).toHaveCount(0);
    });
  }
});

test.describe('after signing in, the visitor returns to the page the guard turned them away from', () => {
  test('admin area', async ({ page }) => {
    await page.goto('/admin/content-blocks');
    await expect(page).toHaveURL('/admin/login');
    await signInThroughForm(page, E2E_ADMIN);
    await expect(page).toHaveURL('/admin/content-blocks');
    await expect(page.getByRole('heading', { name: 'Content Blocks' })).toBeVisible();
  });

  test('agent area', async ({ page, request }) => {
    const admin = await SiteApi.signIn(request);
    const agent = await admin.createAgent(unique('from'));
    await page.goto('/agent/ghadi-results');
    await expect(page).toHaveURL('/agent/login');
    await signInThroughForm(page, { UserName: agent.UserName, Password: agent.password });
    await expect(page).toHaveURL('/agent/ghadi-results');
    await expect(page.getByText(/coming soon/)).toBeVisible();
  });
});
