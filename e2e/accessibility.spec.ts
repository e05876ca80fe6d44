import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { sitePaths } from '@ghadi/contracts';
import { SiteApi, unique } from './support/api';
import { signInThroughForm } from './support/login';
import { E2E_ADMIN } from './support/site';

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
}

// Both themes (issue 40): the light one, and the dark one a phone set to dark gets before any choice.
for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} theme`, () => {
    test.use({ colorScheme });

    test('public pages and both logins have no serious or critical accessibility violations', async ({ page, request }) => {
      // Eight pages, each audited by axe, whose time grows with the games the other specs leave on the site:
      // about 30 s on a quiet machine, past the 60 s default while CI installs another Node line beside it.
      test.setTimeout(150_000);
      const admin = await SiteApi.signIn(request);
      const game = await admin.createGhadi(unique('Axe'), 'एक्स', '01:00 PM', 8);
      const pages: [string, string][] = [
        ['/', 'SATTA CHART'],
        ['/hi/', 'सट्टा चार्ट'],
        [`/satta-results/${encodeURIComponent(game.NameEn.toLowerCase())}`, 'Back to Chart'],
        [sitePaths.gameYear(game.NameEn, 2025), 'Back to Chart'],
        [sitePaths.recordChart(2025, 1), 'January 2025 Record Chart'],
        ['/no-such-page', 'Page not found'],
        ['/admin/login', 'Login'],
        ['/agent/login', 'Login'],
      ];
      for (const [path, ready] of pages) {
        await page.goto(path);
        await expect(page.getByText(ready, { exact: true }).first()).toBeVisible();
        expect(await seriousViolations(page), path).toEqual([]);
        // One top heading a screen reader jumps to, the home page's too (it had none).
        await expect(page.getByRole('heading', { level: 1 }), path).toHaveCount(1);
      }
    });

    test('the admin and agent dashboards have no serious or critical accessibility violations', async ({ page, request }) => {
      await page.goto('/admin/login');
      await signInThroughForm(page, E2E_ADMIN);
      await expect(page.getByRole('heading', { name: 'Welcome, Admin' })).toBeVisible();
      expect(await seriousViolations(page), '/admin/dashboard').toEqual([]);
      await page.getByRole('button', { name: 'Logout' }).click();

      const admin = await SiteApi.signIn(request);
      const agent = await admin.createAgent(unique('axe'));
      await admin.assign(agent, [await admin.createGhadi(unique('AxeGame'), 'एक्स', '02:00 PM', 9)]);
      await page.goto('/agent/login');
      await signInThroughForm(page, { UserName: agent.UserName, Password: agent.password });
      await expect(page.getByRole('heading', { name: 'Ghadi & Results' })).toBeVisible();
      expect(await seriousViolations(page), '/agent/dashboard').toEqual([]);
    });
  });
}
