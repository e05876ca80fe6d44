import { expect, test, type Page } from '@playwright/test';
import { DEFAULT_SITE_TIME_ZONE, type Ghadi } from '@ghadi/contracts';
import { SiteApi, siteDay, unique } from './support/api';
import { startNoonSite, type NoonSite } from './support/noon-site';
import { E2E_PORT } from './support/site';

/** A result time `minutes` after `now` on the site's clock (`hh:mm AM/PM`). */
function siteTimeAfter(now: Date, minutes: number): string {
  const at = new Date(now.getTime() + minutes * 60_000);
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: DEFAULT_SITE_TIME_ZONE, hour: '2-digit', minute: '2-digit', hour12: true }).formatToParts(at);
  const part = (type: string) => parts.find((found) => found.type === type)?.value ?? '';
  return `${part('hour')}:${part('minute')} ${part('dayPeriod').toUpperCase()}`;
}

const cardOf = (page: Page, game: Ghadi) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: game.NameEn, exact: true }) });

test('the live strip tops the home page, in its first HTML, and names the latest result', async ({ page, request }) => {
  const admin = await SiteApi.signIn(request);
  const game = await admin.createGhadi(unique('Strip'), 'स्ट्रिप', '12:05 AM', 21);
  await admin.publishResult(game, '07', siteDay());

  // Server-rendered: the strip is there before any script runs.
  const html = await (await request.get('/')).text();
  expect(html).toContain('id="live-strip-heading"');

  await page.goto('/');
  const strip = page.getByRole('region', { name: 'Live' });
  await expect(strip).toContainText(new RegExp(`Latest: ${game.NameEn} 07 at \\d\\d:\\d\\d [AP]M`));
  await expect(cardOf(page, game)).toContainText(/Declared \d\d:\d\d [AP]M/);
  await expect(page.getByText(/^Last updated: \d\d \w{3} \d{4}, \d\d:\d\d [AP]M$/)).toBeVisible();
});

test.describe('on a site whose clock reads noon', () => {
  // A result time 3 minutes ahead, and the page's clock 5 minutes further, stay on the site's today at noon,
  // whatever the hour the suite runs at.
  let site: NoonSite;
  test.beforeAll(async () => {
    site = await startNoonSite(E2E_PORT + 41);
  });
  test.afterAll(async () => site?.stop());
  test.use({ baseURL: `http://127.0.0.1:${E2E_PORT + 41}` });

  test('a countdown that reaches zero turns into Waiting without a reload', async ({ page, request }) => {
    const admin = await SiteApi.signIn(request);
    const game = await admin.createGhadi(unique('Soon'), 'जल्द', siteTimeAfter(site.now(), 3), 22);

    await page.clock.install({ time: site.now() });
    await page.goto('/');
    const card = cardOf(page, game);
    await expect(card.getByRole('timer')).toHaveText(/^in \d+ min \d\d s$/);
    await expect(card).toContainText('Upcoming');
    await page.evaluate(() => Object.assign(window, { notReloaded: true }));

    await page.clock.fastForward('05:00');

    await expect(card).toContainText('Waiting');
    await expect(card.getByRole('timer')).toHaveCount(0);
    expect(await page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(true);
  });
});

test('a declaration appears on an open page without a reload', async ({ page, request }) => {
  const admin = await SiteApi.signIn(request);
  const game = await admin.createGhadi(unique('Declared'), 'घोषित', '11:59 PM', 23);
  await page.goto('/');
  const card = cardOf(page, game);
  await expect(card).toContainText(/Upcoming|Waiting/);
  await page.evaluate(() => Object.assign(window, { notReloaded: true }));

  await admin.publishResult(game, '83', siteDay());

  // Well inside the one-minute polling interval: the live stream brought it.
  await expect(card).toContainText(/Declared \d\d:\d\d [AP]M/, { timeout: 10_000 });
  await expect(card).toContainText(/Today\s*83/);
  await expect(page.getByRole('region', { name: 'Live' })).toContainText(`Latest: ${game.NameEn} 83`);
  expect(await page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(true);
});
