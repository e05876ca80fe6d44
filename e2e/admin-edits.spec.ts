import { expect, test, type Page } from '@playwright/test';
import { SiteApi, siteDay, unique } from './support/api';
import { signInThroughForm } from './support/login';
import { E2E_ADMIN } from './support/site';

async function signInAt(page: Page, path: string) {
  await page.goto(path);
  await signInThroughForm(page, E2E_ADMIN);
  await expect(page).toHaveURL(path);
}

test('editing an agent switches the form to edit mode and back; deleting asks first', async ({ page, request }) => {
  const admin = await SiteApi.signIn(request);
  const agent = await admin.createAgent(unique('ed'));
  await signInAt(page, '/admin/agents');

  const row = page.getByRole('row', { name: new RegExp(`^${agent.UserName} `) });
  await row.getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByLabel('Username')).toHaveValue(agent.UserName);
  await page.getByLabel('Display Name').fill('Renamed Agent');
  await page.getByRole('button', { name: 'Update', exact: true }).click();
  await expect(row).toContainText('Renamed Agent');
  await expect(page.getByRole('button', { name: 'Add', exact: true })).toBeVisible();

  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe('Are you sure you want to delete this agent?');
    void dialog.accept();
  });
  await row.getByRole('button', { name: 'Delete' }).click();
  await expect(row).toHaveCount(0);
  // The deleted agent can no longer sign in.
  expect((await request.post('/api/users/login', { data: { UserName: agent.UserName, Password: agent.password } })).status()).toBe(401);
});

test('editing a game changes its result time on the public site; the list pages by 10', async ({ page, request }) => {
  const admin = await SiteApi.signIn(request);
  const game = await admin.createGhadi(unique('Edit'), 'संपादन', '01:00 PM', 0);
  for (let extra = 0; extra < 10; extra += 1) await admin.createGhadi(unique('Filler'), 'भराव', '02:00 PM', 50);
  await signInAt(page, '/admin/ghadi');

  const row = page.getByRole('row', { name: new RegExp(game.NameEn) });
  await row.getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel('Result Time').fill('01:45 PM');
  await page.getByRole('button', { name: 'Update', exact: true }).click();
  await expect(row).toContainText('01:45 PM');
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(11);
  await page.getByRole('button', { name: '2', exact: true }).click();
  await expect(page.getByRole('button', { name: '2', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(row).toHaveCount(0);

  await page.goto('/');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: game.NameEn }) });
  await expect(card).toContainText('01:45 PM');
});

test('the results review finds an agent\'s result by search, server-side', async ({ page, request }) => {
  const admin = await SiteApi.signIn(request);
  const agent = await admin.createAgent(unique('rev'));
  const game = await admin.createGhadi(unique('Review'), 'समीक्षा', '03:00 PM', 12);
  await admin.assign(agent, [game]);
  const asAgent = await SiteApi.signIn(request, { UserName: agent.UserName, Password: agent.password });
  await asAgent.publishResult(game, '19', siteDay(0));

  await signInAt(page, '/admin/results');
  await page.getByRole('searchbox', { name: 'Search agent or ghadi' }).fill(agent.UserName);
  const row = page.getByRole('row').filter({ hasText: game.NameEn });
  await expect(row).toContainText('19');
  await expect(row).toContainText('Active');
  await expect(page.getByText('Showing 1 - 1 of 1')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search agent or ghadi' }).fill('nobody-matches-this');
  await expect(page.getByText('No results found.')).toBeVisible();
});
