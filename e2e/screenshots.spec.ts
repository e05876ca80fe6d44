import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { SiteApi, siteDay, unique } from './support/api';
import { signInThroughForm } from './support/login';
import { E2E_ADMIN } from './support/site';

// For a person to look at: CI keeps e2e/artifacts/ (ignored by git).
const artifacts = path.join(__dirname, 'artifacts');
const sizes = [
  { name: 'phone', width: 360, height: 740 },
  { name: 'desktop', width: 1280, height: 800 },
];

async function shoot(page: Page, name: string) {
  for (const size of sizes) {
    await page.setViewportSize(size);
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.join(artifacts, `${name}-${size.name}.png`), fullPage: true });
  }
}

test('screenshots of home, game page, admin dashboard and agent dashboard', async ({ page, request }) => {
  const admin = await SiteApi.signIn(request);
  const game = await admin.createGhadi(unique('Shot'), 'शॉट', '03:00 PM', 10);
  await admin.publishResult(game, '27', siteDay(0));
  const agent = await admin.createAgent(unique('shot'));
  await admin.assign(agent, [game]);

  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'SATTA CHART' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Record Chart' }).getByRole('table')).toBeVisible();
  await shoot(page, 'home');

  await page.goto(`/satta-results/${encodeURIComponent(game.NameEn.toLowerCase())}`);
  await expect(page.getByRole('table')).toBeVisible();
  await shoot(page, 'game-page');

  await page.goto('/admin/login');
  await signInThroughForm(page, E2E_ADMIN);
  await expect(page.getByRole('heading', { name: 'Welcome, Admin' })).toBeVisible();
  await shoot(page, 'admin-dashboard');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/admin/login');

  await page.goto('/agent/login');
  await signInThroughForm(page, { UserName: agent.UserName, Password: agent.password });
  await expect(page.getByRole('heading', { name: 'Ghadi & Results' })).toBeVisible();
  await shoot(page, 'agent-dashboard');
});
