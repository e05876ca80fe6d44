import { expect, test, type Page } from '@playwright/test';
import { openSection } from './support/admin';
import { signInThroughForm } from './support/login';
import { E2E_ADMIN } from './support/site';

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/** Collects every Content-Security-Policy violation a page reports, from its first script on. */
async function watchViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations!.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`);
    });
  });
}

const violations = (page: Page) => page.evaluate(() => window.__cspViolations ?? []);

// Public pages keep a live-results stream open, so the network never goes idle: wait for what the page
// shows, then a moment for anything it loads late to report.
const settle = (page: Page) => page.waitForTimeout(500);

test('the public site, both logins and every admin screen run under the CSP with no violation', async ({ page }) => {
  await watchViolations(page);
  const response = await page.goto('/');
  expect(response?.headers()['content-security-policy']).toContain("object-src 'none'");
  await expect(page.getByRole('heading', { name: 'SATTA CHART' })).toBeVisible();
  await settle(page);
  // Each navigation starts a new document and a new list, so each page is checked before leaving it.
  expect(await violations(page)).toEqual([]);
  await page.goto('/satta-results/kalyan');
  await expect(page.getByRole('link', { name: 'Back to Chart' })).toBeVisible();
  await settle(page);
  expect(await violations(page)).toEqual([]);
  await page.goto('/agent/login');
  await expect(page.getByRole('heading', { name: 'Agent Login' })).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await page.goto('/admin/login');
  await signInThroughForm(page, E2E_ADMIN);
  await expect(page.getByRole('heading', { name: 'Welcome, Admin' })).toBeVisible();
  for (const name of ['Agents', 'Ghadi', 'Results', 'Assign Ghadi', 'Content Blocks', 'Import Results']) {
    await openSection(page, name);
    await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
    await settle(page);
    expect(await violations(page)).toEqual([]);
  }

  expect(await violations(page)).toEqual([]);
});
