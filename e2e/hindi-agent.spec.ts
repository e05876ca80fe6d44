import { expect, test } from '@playwright/test';
import { serverMessageIn } from '@ghadi/contracts';
import { SiteApi, siteDay, unique } from './support/api';
import { englishLeft, loginWordsHi } from './support/hindi';
import { signInThroughForm } from './support/login';

test('an agent switches the back office to Hindi, enters and corrects a result, and reads every message in Hindi', async ({ page, request }) => {
  const admin = await SiteApi.signIn(request);
  const agent = await admin.createAgent(unique('hindi'));
  const mine = await admin.createGhadi(unique('Subah'), 'सुबह', '06:30 AM', 9);
  await admin.assign(agent, [mine]);

  await page.goto('/agent/login');
  await page.getByRole('button', { name: 'हिन्दी' }).click();
  await expect(page.getByRole('heading', { name: 'एजेंट लॉगिन' })).toBeVisible();

  // The server's refusal, in Hindi.
  await signInThroughForm(page, { UserName: agent.UserName, Password: 'not-the-password' }, loginWordsHi);
  await expect(page.getByRole('alert')).toHaveText(serverMessageIn('hi', 'invalidCredentials'));

  await signInThroughForm(page, { UserName: agent.UserName, Password: agent.password }, loginWordsHi);
  await expect(page.getByRole('heading', { name: 'घड़ी और रिजल्ट' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'लॉग आउट' })).toBeVisible();

  await page.getByLabel('रिजल्ट', { exact: true }).fill('45');
  await page.getByRole('button', { name: 'अपडेट करें' }).click();
  await expect(page.getByText(serverMessageIn('hi', 'resultUpdated'))).toBeVisible();
  await expect(page.getByRole('table').getByRole('row').nth(1)).toContainText('45');

  // A correction asks first, in Hindi.
  await page.getByLabel('रिजल्ट', { exact: true }).fill('78');
  await page.getByRole('button', { name: 'अपडेट करें' }).click();
  const day = siteDay(0).split('-').reverse().join('-');
  await expect(page.getByText(`${day} के लिए 45 की जगह 78 करें?`)).toBeVisible();
  await page.getByRole('button', { name: 'पुष्टि करें' }).click();
  await expect(page.getByText(serverMessageIn('hi', 'resultUpdated'))).toBeVisible();

  // Nothing of the screen is left in English but the names (the agent's, the game's), the times' AM/PM and
  // what is marked as English (the switch back); the page's no-script note never shows here.
  expect(await englishLeft(page.locator('body'), [agent.DisplayName, mine.NameEn])).toEqual([]);

  // The choice is the back offices': the admin's login is in Hindi too.
  await page.goto('/admin/login');
  await expect(page.getByRole('heading', { name: 'एडमिन लॉगिन' })).toBeVisible();

  // The browser remembers the choice; English is one tap away.
  await page.goto('/agent/dashboard');
  await expect(page.getByRole('heading', { name: 'एजेंट डैशबोर्ड' })).toBeVisible();
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'Agent Dashboard' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ghadi & Results' })).toBeVisible();
});
