import { expect, test } from '@playwright/test';

test('public pages load no admin or agent code, and every script comes from static/js', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  for (const path of ['/', '/satta-results/anything', '/about', '/disclaimer', '/privacy-policy']) {
    await page.goto(path);
    await expect(page.getByText('All rights reserved.', { exact: false })).toBeVisible();
  }
  expect(requested.filter((path) => path.startsWith('/remotes/'))).toEqual([]);
  const scripts = requested.filter((path) => path.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((path) => !/^\/static\/js\/[^/]+\.js$/.test(path))).toEqual([]);
});
