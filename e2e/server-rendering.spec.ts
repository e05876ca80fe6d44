import { expect, test, type Page } from '@playwright/test';
import { apiPaths, pathInLanguage, SITE_CHANGE_EVENT, sitePaths, type Ghadi } from '@ghadi/contracts';
import { SiteApi, siteDay, unique } from './support/api';

// With the site's service worker, as visitors have it: hydration must not read through it either.
test.use({ serviceWorkers: 'allow' });

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

let game: Ghadi;
let pastMonth: { year: number; month: number; day: string };

test.beforeAll(async ({ request }) => {
  const admin = await SiteApi.signIn(request);
  game = await admin.createGhadi(unique('Render'), 'रेंडर', '03:15 PM', 7);
  await admin.publishResult(game, '37', siteDay(0));
  // A day in an earlier month: the archive pages have something to show.
  const [year, month] = siteDay(0).split('-').map(Number) as [number, number];
  const earlier = month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 };
  pastMonth = { ...earlier, day: `${earlier.year}-${String(earlier.month).padStart(2, '0')}-09` };
  await admin.publishResult(game, '58', pastMonth.day);
});

const gamePage = () => sitePaths.gameChart(game.NameEn);

/** Public pages whose first HTML carries the numbers, in English and in Hindi. */
const publicPages = () =>
  [
    { path: sitePaths.home, shows: '37' },
    { path: gamePage(), shows: '37' },
    { path: sitePaths.gameMonth(game.NameEn, pastMonth.year, pastMonth.month), shows: '58' },
    { path: sitePaths.gameYear(game.NameEn, pastMonth.year), shows: '58' },
    { path: sitePaths.recordChart(pastMonth.year, pastMonth.month), shows: '58' },
    { path: sitePaths.about, shows: 'About', hindi: 'हमारे बारे में' },
  ].flatMap(({ path, shows, hindi }) => [
    { path, shows },
    { path: pathInLanguage('hi', path), shows: hindi ?? shows },
  ]);

/** Console errors and warnings (React reports hydration mismatches there), and the API reads a page made. */
function watch(page: Page) {
  const problems: string[] = [];
  const reads: string[] = [];
  page.on('console', (message) => {
    // A failed load is checked below, from the response, where images (other tests' content) can be told apart.
    if ((message.type() === 'error' || message.type() === 'warning') && !message.text().startsWith('Failed to load resource')) {
      problems.push(message.text());
    }
  });
  page.on('response', (response) => {
    if (response.status() >= 400 && response.request().resourceType() !== 'image') problems.push(`${response.status()} ${response.url()}`);
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/') && !pathname.startsWith('/api/visitor') && pathname !== apiPaths.resultStream) reads.push(pathname);
  });
  return { problems, reads };
}

/**
 * Counts the live changes the page's stream delivers (window.siteChanges): a change made after the render (a
 * game's result time passing, while other tests' games run) rightly makes the page read what it touched.
 */
function countSiteChanges(eventName: string) {
  const Original = window.EventSource;
  const counts = window as unknown as { siteChanges: number };
  counts.siteChanges = 0;
  window.EventSource = class extends Original {
    constructor(...args: ConstructorParameters<typeof EventSource>) {
      super(...args);
      this.addEventListener(eventName, () => (counts.siteChanges += 1));
    }
  };
}

for (const timezoneId of ['America/Los_Angeles', 'Pacific/Kiritimati']) {
  test(`every public page hydrates without a warning and without reading its data again (device zone ${timezoneId})`, async ({ browser }) => {
    const context = await browser.newContext({ timezoneId });
    await context.addInitScript(countSiteChanges, SITE_CHANGE_EVENT);
    const page = await context.newPage();
    for (const { path, shows } of publicPages()) {
      const { problems, reads } = watch(page);
      const response = await page.goto(path, { waitUntil: 'networkidle' });
      expect(response?.status(), path).toBe(200);
      await expect(page.locator('main')).toContainText(shows);
      // Hydrated: React has attached its root to the server's markup (the selects navigate, Retry reloads).
      await page.waitForFunction(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')));
      expect(problems, path).toEqual([]);
      // Only a live change since the render may make the page read again, and then only the day's board.
      const changes = await page.evaluate(() => (window as unknown as { siteChanges: number }).siteChanges);
      expect(reads.filter((read) => changes === 0 || read !== apiPaths.drawDay), path).toEqual([]);
      page.removeAllListeners();
    }
    await context.close();
  });
}

test('without JavaScript every number, chart and link is there, and the month form goes to the archive page', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(sitePaths.home);
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: game.NameEn }) });
  await expect(card).toContainText(/Today\s*37/);
  await expect(page.getByRole('region', { name: 'Record Chart' }).getByRole('columnheader', { name: game.NameEn })).toBeVisible();
  // The home page's one top heading, in the server's HTML and in the page's language.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^.+: today's results$/);
  await page.goto(pathInLanguage('hi', sitePaths.home));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^.+: आज का रिजल्ट$/);

  await page.goto(gamePage());
  await page.getByLabel('Month').selectOption(String(pastMonth.month));
  await page.getByLabel('Year').selectOption(String(pastMonth.year));
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(sitePaths.gameMonth(game.NameEn, pastMonth.year, pastMonth.month));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${game.NameEn} Record Chart ${MONTHS[pastMonth.month - 1]} ${pastMonth.year}`);
  await expect(page.getByRole('row', { name: /^09/ })).toContainText('58');

  await page.getByRole('link', { name: `Whole year ${pastMonth.year}` }).click();
  await expect(page.getByRole('table')).toContainText('58');
  await context.close();
});

test('with JavaScript the month and year selects navigate to the archive addresses', async ({ page }) => {
  await page.goto(gamePage());
  await page.getByLabel('Year').selectOption(String(pastMonth.year));
  await page.getByLabel('Month').selectOption(String(pastMonth.month));
  await expect(page).toHaveURL(sitePaths.gameMonth(game.NameEn, pastMonth.year, pastMonth.month));
  await expect(page.getByRole('row', { name: /^09/ })).toContainText('58');
  await expect(page.getByRole('button', { name: 'Show' })).toHaveCount(0);

  await page.goto(sitePaths.recordChart(pastMonth.year, pastMonth.month));
  const current = siteDay(0).split('-').map(Number) as [number, number];
  await page.getByLabel('Year').selectOption(String(current[0]));
  await page.getByLabel('Month').selectOption(String(current[1]));
  await expect(page).toHaveURL(sitePaths.recordChart(current[0], current[1]));
  await expect(page.getByRole('columnheader', { name: game.NameEn })).toBeVisible();
});

test('an unknown game and an unknown address answer 404 with their page', async ({ page }) => {
  const missing = await page.goto('/satta-results/no-such-game-here');
  expect(missing?.status()).toBe(404);
  await expect(page.getByText('No data available for no-such-game-here')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Home' })).toBeVisible();

  const nowhere = await page.goto('/no/such/page');
  expect(nowhere?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('every address in the sitemap answers 200, and robots.txt points to it', async ({ request }) => {
  const robots = await (await request.get(sitePaths.robots)).text();
  expect(robots).toContain('Disallow: /admin');
  const sitemapUrl = /Sitemap: (\S+)/.exec(robots)?.[1] ?? '';
  const locsOf = async (url: string) =>
    [...(await (await request.get(url)).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!.replace(/&amp;/g, '&'));
  // An index once the site has results: its files list the pages.
  const listed = await locsOf(sitemapUrl);
  const files = listed.filter((url) => url.endsWith('.xml'));
  const urls = files.length === 0 ? listed : (await Promise.all(files.map(locsOf))).flat();
  expect(urls).toContain(new URL(sitePaths.gameMonth(game.NameEn, pastMonth.year, pastMonth.month), sitemapUrl).href);
  for (const url of urls) expect((await request.get(url, { headers: { accept: 'text/html' } })).status(), url).toBe(200);
});
