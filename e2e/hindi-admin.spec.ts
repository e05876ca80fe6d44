import { expect, test } from '@playwright/test';
import { serverMessageIn } from '@ghadi/contracts';
import { answerNextConfirm, openSection } from './support/admin';
import { SiteApi, siteDay, unique } from './support/api';
import { englishLeft, loginWordsHi } from './support/hindi';
import { signInThroughForm } from './support/login';
import { E2E_ADMIN } from './support/site';

const inHindi = { navigation: 'एडमिन', menu: 'मेनू' };

test('an admin runs the back office in Hindi: its screens, rules, confirmations and the server\'s answers', async ({ page, request }) => {
  const admin = await SiteApi.signIn(request);
  const taken = await admin.createAgent(unique('taken'));
  const game = await admin.createGhadi(unique('Sandhya'), 'संध्या', '07:30 PM', 11);

  await page.goto('/admin/login');
  await page.getByRole('button', { name: 'हिन्दी' }).click();
  await expect(page.getByRole('heading', { name: 'एडमिन लॉगिन' })).toBeVisible();
  await signInThroughForm(page, { ...E2E_ADMIN, Password: 'not-the-password' }, loginWordsHi);
  await expect(page.getByRole('alert')).toHaveText(serverMessageIn('hi', 'invalidCredentials'));
  await expect(await englishLeft(page.locator('body'), [E2E_ADMIN.UserName])).toEqual([]);

  await signInThroughForm(page, E2E_ADMIN, loginWordsHi);
  await expect(page.getByRole('heading', { name: 'स्वागत है, एडमिन' })).toBeVisible();
  const session = await page.locator('.admin-user').textContent();
  await expect(await englishLeft(page.locator('header'), [session ?? ''])).toEqual([]);
  // The version is the build's, written as it is.
  const version = (await page.locator('.app-version').textContent())?.replace(/^संस्करण /, '') ?? '';
  await expect(await englishLeft(page.getByRole('navigation', { name: 'एडमिन' }), [version])).toEqual([]);

  // The form's own rules, then the server's refusal, in Hindi.
  await openSection(page, 'एजेंट', inHindi);
  const agentForm = page.getByRole('form', { name: 'एजेंट जोड़ें' });
  await agentForm.getByRole('button', { name: 'जोड़ें', exact: true }).click();
  await expect(agentForm.getByText('यूज़रनेम ज़रूरी है')).toBeVisible();
  await expect(await englishLeft(agentForm, [])).toEqual([]);
  await agentForm.getByLabel('यूज़रनेम').fill(taken.UserName);
  await agentForm.getByLabel('दिखने वाला नाम').fill('Dusra');
  await agentForm.getByLabel('ईमेल').fill(`${unique('mail')}@example.com`);
  await agentForm.getByLabel('पासवर्ड', { exact: true }).fill('agent-password-1');
  await agentForm.getByRole('button', { name: 'जोड़ें', exact: true }).click();
  await expect(agentForm.getByRole('alert')).toContainText('एजेंट सहेजा नहीं जा सका');
  await expect(agentForm.getByRole('alert')).toContainText(serverMessageIn('hi', 'usernameTaken'));

  // A holiday: the confirmation asks in Hindi and the server answers in Hindi.
  await openSection(page, 'घड़ी', inHindi);
  const holidays = page.getByRole('region', { name: 'अवकाश' });
  await holidays.getByLabel('घड़ी').selectOption({ label: `${game.NameEn} (${game.NameHn})` });
  const day = siteDay(2);
  await holidays.getByLabel('अवकाश की तारीख').fill(day);
  const asked = answerNextConfirm(page, true);
  await holidays.getByRole('button', { name: 'अवकाश तय करें' }).click();
  expect(await asked).toBe(`क्या आप सच में ${day} को ${game.NameEn} का अवकाश तय करना चाहते हैं?`);
  await expect(holidays.getByRole('status')).toContainText(serverMessageIn('hi', 'holidayMarked'));
  await expect(await englishLeft(holidays, [game.NameEn, day])).toEqual([]);
  const month = new Intl.DateTimeFormat('hi-IN', { month: 'long', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));
  await expect(holidays.getByLabel('महीना').locator('option:checked')).toHaveText(month);

  // An import's refused row gives the server's reason in Hindi.
  await openSection(page, 'रिजल्ट इम्पोर्ट', inHindi);
  await page.getByLabel('या CSV टेक्स्ट चिपकाएँ').fill(`game,date,result\n${game.NameEn},${siteDay(5)},42\n`);
  await page.getByRole('button', { name: 'पूर्वावलोकन', exact: true }).click();
  const refused = page.getByRole('table', { name: 'अस्वीकार पंक्तियाँ' });
  await expect(refused.getByRole('cell')).toHaveText(['2', serverMessageIn('hi', 'importFutureDate')]);
  await expect(await englishLeft(page.locator('main'), [game.NameEn])).toEqual([]);

  // The choice is the back offices': the agent's login is in Hindi too, and English is one tap away.
  await page.goto('/agent/login');
  await expect(page.getByRole('heading', { name: 'एजेंट लॉगिन' })).toBeVisible();
  await page.goto('/admin/dashboard');
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome, Admin' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
});
