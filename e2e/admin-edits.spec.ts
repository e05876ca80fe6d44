import { expect, test } from '@playwright/test';
import { apiPaths } from '@ghadi/contracts';
import { SiteApi, siteDay, unique } from './support/api';
import { answerNextConfirm, findGhadiRow, signInAsAdminAt } from './support/admin';

test('editing an agent switches the form to edit mode and back; deleting asks first', async ({ page, request }) => {
  const admin = await SiteApi.signIn(request);
  const agent = await admin.createAgent(unique('ed'));
  await signInAsAdminAt(page, '/admin/agents');

  const row = page.getByRole('row', { name: new RegExp(`^${agent.UserName} `) });
  await row.getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByLabel('Username')).toHaveValue(agent.UserName);
  await page.getByLabel('Display Name').fill('Renamed Agent');
  await page.getByRole('button', { name: 'Update', exact: true }).click();
  await expect(row).toContainText('Renamed Agent');
  await expect(page.getByRole('button', { name: 'Add', exact: true })).toBeVisible();

  // Refused: the agent is still listed after a reload and can still sign in.
  let asked = answerNextConfirm(page, false);
  await row.getByRole('button', { name: 'Delete' }).click();
  expect(await asked).toBe('Are you sure you want to delete this agent?');
  await page.reload();
  await expect(row).toBeVisible();
  const login = () => request.post(apiPaths.login, { data: { UserName: agent.UserName, Password: agent.password } });
  expect((await login()).status()).toBe(200);

  asked = answerNextConfirm(page, true);
  await row.getByRole('button', { name: 'Delete' }).click();
  expect(await asked).toBe('Are you sure you want to delete this agent?');
  await expect(row).toHaveCount(0);
  // The deleted agent can no longer sign in.
  expect((await login()).status()).toBe(401);
});

test('editing a game changes its result time on the public site; the list pages by 10', async ({ page, request }) => {
  const admin = await SiteApi.signIn(request);
  const game = await admin.createGhadi(unique('Edit'), 'संपादन', '01:00 PM', 0);
  for (let extra = 0; extra < 10; extra += 1) await admin.createGhadi(unique('Filler'), 'भराव', '02:00 PM', 50);
  await signInAsAdminAt(page, '/admin/ghadi');

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

test('deleting a game asks first: refused keeps it, accepted removes it from the list and the public chart', async ({ page, request }) => {
  const admin = await SiteApi.signIn(request);
  const game = await admin.createGhadi(unique('Gone'), 'गया', '10:00 AM', 0);
  await signInAsAdminAt(page, '/admin/ghadi');
  const row = page.getByRole('row', { name: new RegExp(game.NameEn) });
  await findGhadiRow(page, row);

  let asked = answerNextConfirm(page, false);
  await row.getByRole('button', { name: 'Delete' }).click();
  expect(await asked).toBe('Are you sure you want to delete this entry?');
  await page.reload();
  await findGhadiRow(page, row);

  asked = answerNextConfirm(page, true);
  await row.getByRole('button', { name: 'Delete' }).click();
  expect(await asked).toBe('Are you sure you want to delete this entry?');
  await expect(row).toHaveCount(0);

  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'SATTA CHART' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Time Table' }).getByRole('table')).toBeVisible();
  await expect(page.getByRole('heading', { name: game.NameEn })).toHaveCount(0);
});

test('a content block is edited, kept when a delete is refused, and deleted when it is accepted', async ({ page }) => {
  await signInAsAdminAt(page, '/admin/content-blocks');
  const slug = unique('note-').toLowerCase();
  await page.getByLabel('Title').fill('A note');
  await page.getByPlaceholder('Unique identifier (e.g. about-us)').fill(slug);
  await page.getByLabel('Content', { exact: true }).fill('<p>Hello <b>visitors</b></p>');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('Content added successfully.')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: slug });

  await row.getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Content Block' })).toBeVisible();
  await page.getByLabel('Title').fill('A better note');
  await page.getByRole('button', { name: 'Update', exact: true }).click();
  await expect(page.getByText('Content updated successfully.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Add Content Block' })).toBeVisible();
  await expect(row).toContainText('A better note');

  let asked = answerNextConfirm(page, false);
  await row.getByRole('button', { name: 'Delete' }).click();
  expect(await asked).toBe('Delete this content block?');
  await page.reload();
  await expect(row).toContainText('A better note');

  asked = answerNextConfirm(page, true);
  await row.getByRole('button', { name: 'Delete' }).click();
  expect(await asked).toBe('Delete this content block?');
  await expect(page.getByText('Deleted successfully.')).toBeVisible();
  await expect(row).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Add Content Block' })).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('the results review finds an agent\'s result by search, server-side', async ({ page, request }) => {
  const admin = await SiteApi.signIn(request);
  const agent = await admin.createAgent(unique('rev'));
  const game = await admin.createGhadi(unique('Review'), 'समीक्षा', '03:00 PM', 12);
  await admin.assign(agent, [game]);
  const asAgent = await SiteApi.signIn(request, { UserName: agent.UserName, Password: agent.password });
  await asAgent.publishResult(game, '19', siteDay(0));

  await signInAsAdminAt(page, '/admin/results');
  await page.getByRole('searchbox', { name: 'Search agent or ghadi' }).fill(agent.UserName);
  const row = page.getByRole('row').filter({ hasText: game.NameEn });
  await expect(row).toContainText('19');
  await expect(row).toContainText('Active');
  await expect(page.getByText('Showing 1 - 1 of 1')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search agent or ghadi' }).fill('nobody-matches-this');
  await expect(page.getByText('No results found.')).toBeVisible();
});

test('the results review pages by 5, 10 or 15 with Prev and Next, back to page 1 on a new size', async ({ page, request }) => {
  const admin = await SiteApi.signIn(request);
  const agent = await admin.createAgent(unique('pag'));
  const game = await admin.createGhadi(unique('Paging'), 'पेज', '04:00 PM', 13);
  await admin.assign(agent, [game]);
  const asAgent = await SiteApi.signIn(request, { UserName: agent.UserName, Password: agent.password });
  // Twelve draws on twelve past days: one result per game and day.
  for (let day = 0; day < 12; day += 1) await asAgent.publishResult(game, String(10 + day), siteDay(-day));

  await signInAsAdminAt(page, '/admin/results');
  await page.getByRole('searchbox', { name: 'Search agent or ghadi' }).fill(agent.UserName);
  const table = page.getByRole('table');
  const rows = table.getByRole('row').filter({ hasText: game.NameEn });
  const [prev, next] = [page.getByRole('button', { name: 'Prev' }), page.getByRole('button', { name: 'Next' })];
  const showing = (text: string) => expect(page.getByRole('navigation', { name: 'Pages' })).toContainText(text);

  await showing('Showing 1 - 5 of 12');
  await expect(rows).toHaveCount(5);
  await expect(prev).toBeDisabled();
  await next.click();
  await showing('Showing 6 - 10 of 12');
  await expect(rows).toHaveCount(5);
  await next.click();
  await showing('Showing 11 - 12 of 12');
  await expect(rows).toHaveCount(2);
  await expect(next).toBeDisabled();
  await prev.click();
  await showing('Showing 6 - 10 of 12');

  await page.getByLabel('Rows per page').selectOption('10');
  await showing('Showing 1 - 10 of 12');
  await expect(rows).toHaveCount(10);
  await next.click();
  await showing('Showing 11 - 12 of 12');
  await page.getByLabel('Rows per page').selectOption('15');
  await showing('Showing 1 - 12 of 12');
  await expect(rows).toHaveCount(12);
  await expect(next).toBeDisabled();
  await page.getByLabel('Rows per page').selectOption('5');
  await showing('Showing 1 - 5 of 12');
});
