import { expect, test } from '@playwright/test';
import { apiPaths, serverMessages } from '@ghadi/contracts';
import { SiteApi, siteDay, unique } from './support/api';
import { signInThroughForm } from './support/login';

test('an agent enters and corrects a result on a phone, sees it in the history and on the public home', async ({ page, request }) => {
  const admin = await SiteApi.signIn(request);
  const agent = await admin.createAgent(unique('agent'));
  const mine = await admin.createGhadi(unique('Dawn'), 'भोर', '06:00 AM', 5);
  await admin.assign(agent, [mine]);

  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/agent/login');
  await signInThroughForm(page, { UserName: agent.UserName, Password: agent.password });
  await expect(page.getByRole('heading', { name: 'Ghadi & Results' })).toBeVisible();
  await expect(page.getByLabel('Ghadi')).toHaveValue(mine._id);
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(sideways, 'the page must not scroll sideways on a 360 px phone').toBeLessThanOrEqual(0);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeInViewport();
  await expect(page.getByLabel('Date', { exact: true })).toHaveValue(siteDay(0));

  const update = page.getByRole('button', { name: 'Update' });
  await expect(update).toBeDisabled();
  await page.getByLabel('Result', { exact: true }).fill('45');
  await update.click();
  await expect(page.getByText('Result updated!')).toBeVisible();
  const history = page.getByRole('table');
  await expect(history.getByRole('row').nth(1)).toContainText('45');

  // A correction of the same date asks first and shows the value it replaces.
  await page.getByLabel('Result', { exact: true }).fill('78');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText(/Replace 45 with 78/)).toBeVisible();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Result updated!')).toBeVisible();
  await expect(history.getByRole('row').nth(1)).toContainText('78');

  await page.goto('/');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: mine.NameEn }) });
  await expect(card).toContainText(/Today\s*78/);
});

test('an agent cannot see or submit results for a game assigned to someone else', async ({ page, request }) => {
  const admin = await SiteApi.signIn(request);
  const agent = await admin.createAgent(unique('agent'));
  const rival = await admin.createAgent(unique('rival'));
  const mine = await admin.createGhadi(unique('Mine'), 'मेरा', '07:00 AM', 6);
  const theirs = await admin.createGhadi(unique('Theirs'), 'उनका', '07:30 AM', 7);
  await admin.assign(agent, [mine]);
  await admin.assign(rival, [theirs]);

  await page.goto('/agent/login');
  await signInThroughForm(page, { UserName: agent.UserName, Password: agent.password });
  const select = page.getByLabel('Ghadi');
  await expect(select).toContainText(mine.NameEn);
  await expect(select).not.toContainText(theirs.NameEn);

  const asAgent = await SiteApi.signIn(request, { UserName: agent.UserName, Password: agent.password });
  const forged = await request.post(apiPaths.updateResult, {
    headers: { Authorization: `Bearer ${asAgent.token}` },
    data: { ghadiId: theirs._id, result: '99', dateTime: siteDay(0) },
  });
  expect(forged.status()).toBe(403);
  expect((await forged.json()).message).toBe(serverMessages.notAuthorizedForGhadi);
  const peek = await request.get(`${apiPaths.myGhadiResults}?ghadiId=${theirs._id}`, {
    headers: { Authorization: `Bearer ${asAgent.token}` },
  });
  expect(peek.status()).toBe(403);
});
