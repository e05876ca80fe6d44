import { expect, test, type Browser, type Page } from '@playwright/test';
import { sitePaths } from '@ghadi/contracts';
import { addVirtualAuthenticator, seriousViolations } from './support/account';
import { SiteApi, unique } from './support/api';
import { answerNextConfirm, openSection } from './support/admin';
import { signInThroughForm } from './support/login';
import { startSiteServer, type ClockedSite } from './support/servers';
import { E2E_ADMIN, E2E_PORT } from './support/site';

// A site of its own on "localhost" (passkeys belong to a host name) where a sign-in proves who you are for
// one minute only (REAUTH_MINUTES=1, its least), on a clock the test moves past that minute.
const PORT = E2E_PORT + 32;
const ORIGIN = `http://localhost:${PORT}`;
let site: ClockedSite;

test.beforeAll(async () => {
  site = await startSiteServer(PORT, { PUBLIC_ORIGIN: ORIGIN, REAUTH_MINUTES: '1' }, { clockOffsetMs: 0 });
});
test.afterAll(async () => site?.stop());
test.use({ baseURL: ORIGIN });

/** Moves past REAUTH_MINUTES: the last proof of every session open now is then too old for a lasting credential. */
const proofGrowsOld = () => site.moveClockBy(61);

async function newAgent(page: Page) {
  const admin = await SiteApi.signIn(page.request);
  return admin.createAgent(unique('proof'));
}

/** A second browser (a phone) signed in as `agent`, on its dashboard. */
async function agentElsewhere(browser: Browser, agent: { UserName: string; password: string }) {
  const context = await browser.newContext({ baseURL: ORIGIN });
  const page = await context.newPage();
  await page.goto(sitePaths.agent.login);
  await signInThroughForm(page, { UserName: agent.UserName, Password: agent.password });
  await expect(page).toHaveURL(sitePaths.agent.dashboard);
  return { page, close: () => context.close() };
}

test('an old sign-in is asked for the password in place before a passkey and a token, and the action goes on; later the passkey itself confirms', async ({
  page,
  context,
  browser,
}) => {
  await addVirtualAuthenticator(context, page);
  const agent = await newAgent(page);
  await page.goto(sitePaths.admin.security);
  await signInThroughForm(page, E2E_ADMIN);
  await expect(page.getByRole('heading', { name: 'Security', level: 1 })).toBeVisible();
  const phone = await agentElsewhere(browser, agent);
  await phone.page.goto(sitePaths.agent.security);
  await proofGrowsOld();

  // The admin adds a passkey: asked who they are, then the browser's passkey prompt, without starting over.
  await page.getByLabel('Passkey name').fill('Office laptop');
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  const confirm = page.getByRole('form', { name: 'Confirm it is you' });
  await expect(confirm).toBeVisible();
  await expect(confirm.getByLabel('Password', { exact: true })).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);
  await confirm.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.Password);
  await confirm.getByRole('button', { name: 'Confirm and continue' }).click();
  await expect(page.getByRole('status')).toHaveText('Passkey added');
  await expect(confirm).toHaveCount(0);
  const passkeys = page.getByRole('region', { name: 'Passkeys' });
  await expect(passkeys.getByRole('cell', { name: 'Office laptop', exact: true })).toBeVisible();

  // The agent creates a token: a wrong password is refused and keeps them signed in; the right one goes on.
  const tokens = phone.page.getByRole('region', { name: 'API tokens' });
  await tokens.getByLabel('Token name').fill('Laptop script');
  await tokens.getByRole('button', { name: 'Create token' }).click();
  const agentConfirm = phone.page.getByRole('form', { name: 'Confirm it is you' });
  await agentConfirm.getByLabel('Password', { exact: true }).fill('not-my-password');
  await agentConfirm.getByRole('button', { name: 'Confirm and continue' }).click();
  await expect(agentConfirm.getByRole('alert')).toHaveText('The password is not correct');
  await agentConfirm.getByLabel('Password', { exact: true }).fill(agent.password);
  await agentConfirm.getByRole('button', { name: 'Confirm and continue' }).click();
  await expect(tokens.getByRole('status')).toHaveText(/^Token created/);
  await expect(tokens.locator('.created-token code')).toHaveText(/^ghd_/);
  await expect(tokens.getByRole('cell', { name: 'Laptop script', exact: true })).toBeVisible();
  await phone.close();

  // With a passkey on the account, the confirmation asks for the password and the passkey.
  await proofGrowsOld();
  const asked = answerNextConfirm(page, true);
  await passkeys.getByRole('button', { name: 'Remove Office laptop' }).click();
  expect(await asked).toBe('Remove the passkey "Office laptop"?');
  await confirm.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.Password);
  await expect(confirm.getByRole('button', { name: 'Confirm and continue' })).toHaveCount(0);
  await confirm.getByRole('button', { name: 'Confirm with a passkey' }).click();
  await expect(page.getByRole('status')).toHaveText('Passkey removed');
  await expect(passkeys.getByText('No passkeys yet.')).toBeVisible();
});

test('an agent changes their own password: the other device is signed out, and only the new password signs in', async ({ page, browser }) => {
  const agent = await newAgent(page);
  const phone = await agentElsewhere(browser, agent);
  await page.goto(sitePaths.agent.login);
  await signInThroughForm(page, { UserName: agent.UserName, Password: agent.password });
  await page.getByRole('navigation', { name: 'Agent' }).getByRole('link', { name: 'Security' }).click();
  const section = page.getByRole('region', { name: 'Change your password' });
  await expect(section.getByText('At least 8 and at most 128 characters.')).toBeVisible();

  await section.getByLabel('Current password').fill(agent.password);
  await section.getByLabel('New password', { exact: true }).fill('new-agent-pass-1');
  await section.getByLabel('New password again').fill('new-agent-pass-2');
  await section.getByRole('button', { name: 'Change password' }).click();
  await expect(section.getByText('The passwords do not match')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await section.getByLabel('New password again').fill('new-agent-pass-1');
  await section.getByRole('button', { name: 'Change password' }).click();
  await expect(section.getByRole('status')).toHaveText('Password changed. Your other sessions were signed out and your API tokens revoked.');
  await expect(page.getByRole('region', { name: 'Signed-in sessions' }).getByRole('listitem')).toHaveCount(1);
  expect(await seriousViolations(page)).toEqual([]);

  await phone.page.reload();
  await expect(phone.page).toHaveURL(sitePaths.agent.login);
  await phone.close();

  await page.getByRole('button', { name: 'Logout' }).click();
  await page.goto(sitePaths.agent.login);
  await signInThroughForm(page, { UserName: agent.UserName, Password: agent.password });
  await expect(page.getByRole('alert')).toHaveText('Invalid username or password');
  await page.getByLabel('Password', { exact: true }).fill('new-agent-pass-1');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(sitePaths.agent.dashboard);
});

test('after wrong passwords, the owner is told on signing in how many were tried since the last visit, in English and Hindi', async ({ page }) => {
  const agent = await newAgent(page);
  await page.goto(sitePaths.agent.login);
  for (const wrong of ['guess-one-1', 'guess-two-2']) {
    await signInThroughForm(page, { UserName: agent.UserName, Password: wrong });
    await expect(page.getByRole('alert')).toHaveText('Invalid username or password');
  }
  await signInThroughForm(page, { UserName: agent.UserName, Password: agent.password });
  await expect(page).toHaveURL(sitePaths.agent.dashboard);
  const notice = page.getByRole('alert').filter({ hasText: 'failed sign-in attempts' });
  await expect(notice).toContainText('2 failed sign-in attempts since your last visit');
  expect(await seriousViolations(page)).toEqual([]);
  await notice.getByRole('button', { name: 'Dismiss' }).click();
  await expect(notice).toHaveCount(0);

  await page.getByRole('button', { name: 'Logout' }).click();
  await page.goto(sitePaths.agent.login);
  await page.getByRole('button', { name: 'हिन्दी' }).click();
  const hindi = { username: 'यूज़रनेम', password: 'पासवर्ड', login: 'लॉगिन' };
  await signInThroughForm(page, { UserName: agent.UserName, Password: 'guess-three-3' }, hindi);
  await expect(page.getByRole('alert')).toBeVisible();
  await signInThroughForm(page, { UserName: agent.UserName, Password: agent.password }, hindi);
  await expect(page.getByRole('alert').filter({ hasText: 'असफल साइन-इन प्रयास' })).toContainText('आपकी पिछली विज़िट के बाद से 1 असफल साइन-इन प्रयास');
});

test('the admin adds an admin, resets their password and deactivates them, and is told the last active admin stays', async ({ page, browser }) => {
  await page.goto(sitePaths.admin.login);
  await signInThroughForm(page, E2E_ADMIN);
  await expect(page).toHaveURL(sitePaths.admin.dashboard);
  await openSection(page, 'Admins');
  await expect(page.getByRole('heading', { name: 'Admins', level: 2 })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: `${E2E_ADMIN.UserName} (you)` })).toBeVisible();

  const deputy = unique('deputy');
  const form = page.getByRole('form', { name: 'Add Admin' });
  await form.getByLabel('Username').fill(deputy);
  await form.getByLabel('Password', { exact: true }).fill('deputy-pass-1');
  await form.getByRole('button', { name: 'Add', exact: true }).click();
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: deputy, exact: true }) });
  await expect(row.getByRole('cell', { name: 'Active', exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // The new admin signs in elsewhere; a password reset ends that session and the new password works.
  const other = await browser.newContext({ baseURL: ORIGIN });
  const otherPage = await other.newPage();
  await otherPage.goto(sitePaths.admin.login);
  await signInThroughForm(otherPage, { UserName: deputy, Password: 'deputy-pass-1' });
  await expect(otherPage).toHaveURL(sitePaths.admin.dashboard);
  await row.getByRole('button', { name: 'Reset password' }).click();
  const reset = page.getByRole('form', { name: `Reset the password of ${deputy}` });
  await reset.getByLabel('New password').fill('deputy-pass-2');
  await reset.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByRole('status')).toHaveText('Admin updated');
  await otherPage.reload();
  await expect(otherPage).toHaveURL(sitePaths.admin.login);
  await signInThroughForm(otherPage, { UserName: deputy, Password: 'deputy-pass-2' });
  await expect(otherPage).toHaveURL(sitePaths.admin.dashboard);

  const asked = answerNextConfirm(page, true);
  await row.getByRole('button', { name: 'Deactivate' }).click();
  expect(await asked).toBe(`Deactivate ${deputy}? Their sessions end and they can no longer sign in.`);
  await expect(row.getByRole('cell', { name: 'Inactive', exact: true })).toBeVisible();
  await otherPage.reload();
  await expect(otherPage).toHaveURL(sitePaths.admin.login);
  await other.close();

  // Now the only active admin: deactivating themselves is refused, and the screen says why.
  const self = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: `${E2E_ADMIN.UserName} (you)` }) });
  const again = answerNextConfirm(page, true);
  await self.getByRole('button', { name: 'Deactivate' }).click();
  await again;
  const refusal = page.getByRole('alert');
  await expect(refusal).toContainText('Failed to update admin');
  await expect(refusal).toContainText('The last active admin cannot be deactivated');
  await expect(self.getByRole('cell', { name: 'Active', exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
