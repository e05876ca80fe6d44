import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import { SiteApi, siteDay } from './support/api';
import { signInThroughForm } from './support/login';
import { startSiteServer, type Running } from './support/servers';
import { E2E_ADMIN, E2E_PORT } from './support/site';
import { ATTACKER_HOST, SHORT_XSS_PAYLOADS, XSS_PAYLOADS } from './support/xss-payloads';

// A database of its own: dozens of hostile game names must not disturb the other journeys.
let site: Running;
const gameName = (index: number) => `${XSS_PAYLOADS[index]!.slice(0, 54)} #${index}`;
const AGENT = { UserName: 'xss-agent', Password: 'agent-password-1' };

test.beforeAll(async () => {
  test.setTimeout(180_000);
  site = await startSiteServer(E2E_PORT + 5);
  const context = await playwrightRequest.newContext({ baseURL: site.url });
  const admin = await SiteApi.signIn(context);
  const games = [];
  for (const [index, payload] of XSS_PAYLOADS.entries()) {
    games.push(await admin.createGhadi(gameName(index), payload.slice(0, 60), payload.slice(0, 20), index + 1));
  }
  const agent = await admin.createAgent(AGENT.UserName, AGENT.Password, XSS_PAYLOADS[0]);
  for (const payload of XSS_PAYLOADS.slice(1, 10)) await admin.createAgent(`x${Math.random().toString(36).slice(2, 9)}`, undefined, payload);
  await admin.assign(agent, games.slice(0, 3));
  // Entered by the agent, so the admin's results review lists them too.
  const asAgent = await SiteApi.signIn(context, AGENT);
  for (const [index, payload] of SHORT_XSS_PAYLOADS.entries()) {
    await asAgent.publishResult(games[index % 3]!, payload, siteDay(-(index % 20)));
  }
  await admin.saveContentBlock(XSS_PAYLOADS[1]!, 'blog-section', `<p>Plain words stay.</p>${XSS_PAYLOADS.join('\n')}`);
  await context.dispose();
});

test.afterAll(async () => site?.stop());

/** Opens a page and fails if anything a payload could do happened: a dialog, a flag, a call home. */
async function visitUnharmed(page: Page, path: string): Promise<void> {
  const dialogs: string[] = [];
  const calls: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.route(`**://${ATTACKER_HOST}/**`, (route) => {
    calls.push(route.request().url());
    return route.abort();
  });
  await page.goto(`${site.url}${path}`);
  // The page's own requests are done once its main content shows (a live stream stays open for good);
  // a moment more lets any payload that could fire, fire.
  await expect(page.getByRole('main')).toBeVisible();
  await page.waitForTimeout(1_000);
  const flagged = await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss);
  expect({ path, dialogs, calls, flagged }).toEqual({ path, dialogs: [], calls: [], flagged: undefined });
}

test(`${XSS_PAYLOADS.length} stored XSS payloads show as text on the public pages and never run`, async ({ page }) => {
  expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(50);
  await visitUnharmed(page, '/');
  await expect(page.getByRole('heading', { name: gameName(2), exact: true })).toBeVisible();
  await expect(page.getByText('Plain words stay.')).toBeVisible();
  await expect(page.locator('#root script, #root img[onerror], #root iframe')).toHaveCount(0);

  for (const index of [0, 2, 25]) {
    await visitUnharmed(page, `/satta-results/${encodeURIComponent(gameName(index).toLowerCase())}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(gameName(index), { ignoreCase: true });
  }
});

test('the same payloads show as text in every admin screen and in the agent history', async ({ page }) => {
  await page.goto(`${site.url}/admin/login`);
  await signInThroughForm(page, E2E_ADMIN);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  for (const path of ['/admin/agents', '/admin/ghadi', '/admin/results', '/admin/assign-ghadi', '/admin/content-blocks']) {
    await visitUnharmed(page, path);
  }
  await visitUnharmed(page, '/admin/agents');
  await expect(page.getByRole('cell', { name: XSS_PAYLOADS[0], exact: true })).toBeVisible();
  await visitUnharmed(page, '/admin/ghadi');
  await expect(page.getByRole('rowheader', { name: gameName(0), exact: true })).toBeVisible();

  const agentPage = await page.context().browser()!.newPage();
  await agentPage.goto(`${site.url}/agent/login`);
  await signInThroughForm(agentPage, AGENT);
  await expect(agentPage).toHaveURL(/\/agent\/dashboard$/);
  await visitUnharmed(agentPage, '/agent/dashboard');
  await expect(agentPage.getByRole('cell', { name: SHORT_XSS_PAYLOADS[0], exact: true }).first()).toBeVisible();
  await agentPage.close();
});
