import type { Page } from '@playwright/test';

/** The login form's words in English, as the spec has them. */
export const loginWords = { username: 'Username', password: 'Password', login: 'Login' };

/** Signs in through a login screen the way a person does; `words` are the form's in the language on screen. */
export async function signInThroughForm(page: Page, credentials: { UserName: string; Password: string }, words = loginWords) {
  await page.getByLabel(words.username).fill(credentials.UserName);
  await page.getByLabel(words.password, { exact: true }).fill(credentials.Password);
  await page.getByRole('button', { name: words.login }).click();
}
