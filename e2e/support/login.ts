import type { Page } from '@playwright/test';

/** Signs in through a login screen the way a person does. */
export async function signInThroughForm(page: Page, credentials: { UserName: string; Password: string }) {
  await page.getByLabel('Username').fill(credentials.UserName);
  await page.getByLabel('Password', { exact: true }).fill(credentials.Password);
  await page.getByRole('button', { name: 'Login' }).click();
}
