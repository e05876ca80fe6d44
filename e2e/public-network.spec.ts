import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { SiteApi, unique } from './support/api';

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

// Each language's home page, as `npm run bench` reports it (scripts/bench/settings.mjs): issue 37's budget.
const FIRST_LOAD_BUDGET = 100 * 1024;

for (const path of ['/', '/hi/']) {
  test(`${path} downloads at most 100 KiB of JavaScript, gzipped, until the network is idle`, async ({ page, request }) => {
    // A site with games, as visitors meet it (an empty one also fetches the admin's way to add them).
    await (await SiteApi.signIn(request)).createGhadi(unique('Budget'), 'बजट', '04:00 PM', 3);
    const sizes: Promise<number>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script' && response.status() === 200) {
        sizes.push(response.body().then((body) => gzipSync(body, { level: 9 }).length));
      }
    });
    // The live stream never ends, so the network would never be idle; it carries no script.
    await page.route('**/api/results/stream', (route) => route.abort());
    await page.goto(path, { waitUntil: 'networkidle' });
    const total = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
    console.log(`${path} first load: ${total} B of JavaScript gzipped (budget ${FIRST_LOAD_BUDGET} B)`);
    expect(total).toBeLessThanOrEqual(FIRST_LOAD_BUDGET);
  });
}
