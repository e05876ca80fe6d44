import { expect, test } from '@playwright/test';

// Addresses a visitor may follow from a mangled link: the browser draws the page the server sent, with no
// hydration error, and a respelled address lands on the page's one URL.

test('an address holding an encoded line break shows the not-found page, hydrated without an error', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    // React reports a hydration mismatch as an error; the page's own 404 status is reported as a failed load.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));

  const answer = await page.goto('/about%0a');

  expect(answer?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await page.waitForFunction(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')));
  await page.getByRole('link', { name: 'Back to Chart' }).click();
  await expect(page).toHaveURL('/');
  expect(problems).toEqual([]);
});

test('a respelled address lands on the page itself', async ({ page }) => {
  await page.goto('/about/');

  await expect(page).toHaveURL('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
