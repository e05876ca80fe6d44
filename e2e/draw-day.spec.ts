import { expect, test, type Page } from '@playwright/test';
import { DEFAULT_SITE_TIME_ZONE, drawDateIn, type Ghadi } from '@ghadi/contracts';
import { SiteApi, siteDay, unique } from './support/api';

/** A result time `minutes` from now on the site's clock (`hh:mm AM/PM`), and whether it is still today there. */
function siteTimeIn(minutes: number): { rTime: string; today: boolean } {
  const at = new Date(Date.now() + minutes * 60_000);
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: DEFAULT_SITE_TIME_ZONE, hour: '2-digit', minute: '2-digit', hour12: true }).formatToParts(at);
  const part = (type: string) => parts.find((found) => found.type === type)?.value ?? '';
  return { rTime: `${part('hour')}:${part('minute')} ${part('dayPeriod').toUpperCase()}`, today: drawDateIn(DEFAULT_SITE_TIME_ZONE, at) === siteDay() };
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

test('a countdown that reaches zero turns into Waiting without a reload', async ({ page, request }) => {
  const due = siteTimeIn(3);
  // The page's clock runs 5 minutes ahead below: both must stay on the site's today.
  test.skip(!siteTimeIn(6).today, 'too close to midnight in the site zone for a result time later today');
  const admin = await SiteApi.signIn(request);
  const game = await admin.createGhadi(unique('Soon'), 'जल्द', due.rTime, 22);

  await page.clock.install();
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
