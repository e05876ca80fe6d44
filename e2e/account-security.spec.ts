import { expect, test, type Page } from '@playwright/test';
import { generateSync } from 'otplib';
import { sitePaths } from '@ghadi/contracts';
import { addVirtualAuthenticator, seriousViolations } from './support/account';
import { SiteApi, unique } from './support/api';
import { answerNextConfirm } from './support/admin';
import { signInThroughForm } from './support/login';
import { startSiteServer, type Running } from './support/servers';
import { E2E_ADMIN, E2E_PORT } from './support/site';

// A site of its own on "localhost": passkeys belong to a host name (PUBLIC_ORIGIN), never to an IP address,
// and authenticator apps need the encryption key.
const PORT = E2E_PORT + 30;
const ORIGIN = `http://localhost:${PORT}`;
let site: Running;
const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

test.beforeAll(async () => {
  site = await startSiteServer(PORT, { PUBLIC_ORIGIN: ORIGIN, MFA_ENCRYPTION_KEY: 'q7Jx0mS0m3XH1d3s8Ck1VbCq9wz0JYtH1Xv2m6P9tQ4=' });
});
test.afterAll(async () => site?.stop());
test.use({ baseURL: ORIGIN });

async function newAgent(page: Page) {
  const admin = await SiteApi.signIn(page.request);
  return admin.createAgent(unique('mfa'));
}

/**
 * The code of the next 30-second step. A code is accepted once, and the server takes a phone's clock up to
 * one step ahead of its own, so the next step's code is a new code that is good now: no wait for it.
 */
function nextCodeOf(secret: string): string {
  return generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
}

test('an agent sets up an authenticator app, keeps the recovery codes, and signs in with a code from it', async ({ page }) => {
  test.setTimeout(120_000);
  const agent = await newAgent(page);
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto(sitePaths.agent.login);
  await signInThroughForm(page, { UserName: agent.UserName, Password: agent.password });
  await page.getByRole('navigation', { name: 'Agent' }).getByRole('link', { name: 'Security' }).click();
  await expect(page.getByRole('heading', { name: 'Security', level: 1 })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await page.locator('.totp-key').textContent())!.trim();
  await page.getByLabel('Code').fill(generateSync({ secret }));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('status')).toHaveText(/Two-factor sign-in is on/);
  const codes = await page.getByRole('list', { name: 'Your recovery codes' }).getByRole('listitem').allTextContents();
  expect(codes).toHaveLength(10);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();
  await expect(page.getByText('On. 10 recovery code(s) left.')).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await page.goto(sitePaths.agent.login);
  await signInThroughForm(page, { UserName: agent.UserName, Password: agent.password });
  await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel('Code').fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toHaveText('The code is not valid');
  await page.getByLabel('Code').fill(nextCodeOf(secret));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(sitePaths.agent.dashboard);

  // A recovery code works once, in place of the app.
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.goto(sitePaths.agent.login);
  await signInThroughForm(page, { UserName: agent.UserName, Password: agent.password });
  await page.getByLabel('Code').fill(codes[0]!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(sitePaths.agent.dashboard);
});

test('the admin registers a passkey, signs in with it alone, and uses it as the second step', async ({ page, context }) => {
  await addVirtualAuthenticator(context, page);
  await page.goto(sitePaths.admin.security);
  await signInThroughForm(page, E2E_ADMIN);
  await expect(page.getByRole('heading', { name: 'Security', level: 1 })).toBeVisible();

  await page.getByLabel('Passkey name').fill('Office laptop');
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page.getByRole('status')).toHaveText('Passkey added');
  const passkeys = page.getByRole('region', { name: 'Passkeys' });
  await expect(passkeys.getByRole('cell', { name: 'Office laptop', exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Logout' }).click();
  await page.goto(sitePaths.admin.login);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page).toHaveURL(sitePaths.admin.dashboard);

  // With a passkey the password asks for the second step, which the passkey answers.
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.goto(sitePaths.admin.login);
  await signInThroughForm(page, E2E_ADMIN);
  await page.getByRole('button', { name: 'Use a passkey' }).click();
  await expect(page).toHaveURL(sitePaths.admin.dashboard);

  // Removed, it no longer signs in; the password alone does again.
  await page.goto(sitePaths.admin.security);
  const asked = answerNextConfirm(page, true);
  await passkeys.getByRole('button', { name: 'Remove Office laptop' }).click();
  expect(await asked).toBe('Remove the passkey "Office laptop"?');
  await expect(page.getByRole('status')).toHaveText('Passkey removed');
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.goto(sitePaths.admin.login);
  await signInThroughForm(page, E2E_ADMIN);
  await expect(page).toHaveURL(sitePaths.admin.dashboard);
});

test('an agent ends a session on another device, which is signed out at once', async ({ page, browser }) => {
  const agent = await newAgent(page);
  const phone = await browser.newContext({ baseURL: ORIGIN, userAgent: ANDROID_CHROME });
  const phonePage = await phone.newPage();
  await phonePage.goto(sitePaths.agent.login);
  await signInThroughForm(phonePage, { UserName: agent.UserName, Password: agent.password });
  await expect(phonePage).toHaveURL(sitePaths.agent.dashboard);

  await page.goto(sitePaths.agent.login);
  await signInThroughForm(page, { UserName: agent.UserName, Password: agent.password });
  await expect(page).toHaveURL(sitePaths.agent.dashboard);
  await page.goto(sitePaths.agent.security);
  const sessions = page.getByRole('region', { name: 'Signed-in sessions' });
  // Named as people name it, read by the server from the User-Agent.
  const phoneSession = sessions.getByRole('listitem').filter({ hasText: 'Chrome 131 on Android (Google Pixel 8)' });
  await expect(sessions.getByRole('listitem').filter({ hasText: 'This device' })).toBeVisible();
  const asked = answerNextConfirm(page, true);
  await phoneSession.getByRole('button', { name: 'End' }).click();
  expect(await asked).toBe('End this session? That device will have to sign in again.');
  await expect(page.getByRole('status')).toHaveText('Session ended');
  await expect(phoneSession).toHaveCount(0);

  await phonePage.reload();
  await expect(phonePage).toHaveURL(sitePaths.agent.login);
  await phone.close();
});

test('the security screen is in Hindi when the back office is', async ({ page }) => {
  const agent = await newAgent(page);
  await page.goto(sitePaths.agent.login);
  await signInThroughForm(page, { UserName: agent.UserName, Password: agent.password });
  await page.getByRole('button', { name: 'हिन्दी' }).click();
  await page.getByRole('navigation', { name: 'एजेंट' }).getByRole('link', { name: 'सुरक्षा' }).click();
  await expect(page.getByRole('heading', { name: 'सुरक्षा', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'ऑथेंटिकेटर ऐप सेट करें' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'एपीआई टोकन' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('with MFA_REQUIRED=admin the admin is kept on Security until a passkey is added', async ({ page, context }) => {
  const port = E2E_PORT + 31;
  const origin = `http://localhost:${port}`;
  const strict = await startSiteServer(port, { PUBLIC_ORIGIN: origin, MFA_REQUIRED: 'admin' });
  try {
    await addVirtualAuthenticator(context, page);
    await page.goto(`${origin}${sitePaths.admin.login}`);
    await signInThroughForm(page, E2E_ADMIN);
    await expect(page).toHaveURL(`${origin}${sitePaths.admin.security}`);
    await expect(page.getByRole('alert')).toHaveText(/asks you to set up two-step sign-in before you continue/);
    // Without MFA_ENCRYPTION_KEY the server made a key file of its own: an app is on offer as well as passkeys.
    await expect(page.getByRole('button', { name: 'Set up an authenticator app' })).toBeVisible();
    await page.goto(`${origin}/admin/agents`);
    await expect(page).toHaveURL(`${origin}${sitePaths.admin.security}`);

    await page.getByLabel('Passkey name').fill('Phone');
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    await expect(page.getByRole('status')).toHaveText('Passkey added');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.goto(`${origin}/admin/agents`);
    await expect(page.getByRole('heading', { name: 'Add Agent' })).toBeVisible();
  } finally {
    await strict.stop();
  }
});
