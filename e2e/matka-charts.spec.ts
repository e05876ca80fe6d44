import { expect, test, type Page } from '@playwright/test';
import { matkaChartPagePath, pathInLanguage, sitePaths, type Ghadi } from '@ghadi/contracts';
import { SiteApi, siteDay, unique } from './support/api';

// A visitor on a 360 px phone reads a matka market's jodi and panel charts in Hindi: 52 weeks of a row each,
// red jodis marked in words too; the page never scrolls sideways (the wide table scrolls in its own box).

let market: Ghadi;
// Ten past days' lines, four of them red jodis (00, 16, 77, 55).
const LINES = ['123-68-459', '550-00-370', '137-16-123', '340-77-359', '120-35-500', '260-89-360', '190-09-450', '140-55-230', '589-21-245', '112-45-249'];

test.beforeAll(async ({ request }) => {
  const admin = await SiteApi.signIn(request);
  market = await admin.createMarket(unique('Chartbazar'), 'चार्ट बाज़ार', { RTime: '01:00 AM', CloseTime: '01:30 AM', MarketDays: 'mon-sun', OrderId: 8 });
  // Each day as it is published: the open, then the close.
  for (const [index, line] of LINES.entries()) {
    const day = siteDay(-(LINES.length - index));
    await admin.publishResult(market, line.slice(0, 5), day);
    await admin.publishResult(market, line, day);
  }
});

/** Every element that scrolls sideways: the page itself (html) or any element with its own overflow. */
const sidewaysScrollers = (page: Page) =>
  page.evaluate(() =>
    [document.documentElement, ...document.body.querySelectorAll('*')]
      .filter((element) => element.scrollWidth > element.clientWidth)
      .filter((element) => element === document.documentElement || ['auto', 'scroll'].includes(getComputedStyle(element).overflowX))
      .map((element) => element.getAttribute('class') || element.tagName),
  );

test('on a 360 px phone, a visitor reads the Hindi jodi chart, then the panel chart', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  // From the market's game page, by its link.
  await page.goto(pathInLanguage('hi', sitePaths.gameChart(market.NameEn)));
  await page.getByRole('link', { name: 'जोड़ी चार्ट' }).click();
  await expect(page).toHaveURL(pathInLanguage('hi', matkaChartPagePath(market.NameEn, 'jodi-chart')));

  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('चार्ट बाज़ार जोड़ी चार्ट');
  const table = page.getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(53);
  await expect(table.getByRole('row').first().getByRole('columnheader')).toHaveCount(8);
  // Each line's jodi in its day; the red ones say so in words, not colour alone.
  for (const jodi of ['68', '35', '89', '21']) await expect(table.getByRole('cell', { name: jodi, exact: true })).toHaveCount(1);
  for (const red of ['00', '16', '77', '55']) await expect(table.getByRole('cell', { name: `${red} (लाल)` })).toHaveCount(1);
  // Only the table's own box may scroll sideways, never the page.
  expect((await sidewaysScrollers(page)).filter((scroller) => scroller !== 'table-scroll record-chart-scroll')).toEqual([]);
  const box = await page.locator('.record-chart-scroll').boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(360);

  await page.getByRole('link', { name: 'पैनल चार्ट' }).click();
  await expect(page).toHaveURL(pathInLanguage('hi', matkaChartPagePath(market.NameEn, 'panel-chart')));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('चार्ट बाज़ार पैनल चार्ट');
  // A panna is written one digit per line: three lines tall, one digit wide.
  const panna = page.locator('.panna', { hasText: '459' });
  const { width, height } = (await panna.boundingBox())!;
  expect(height).toBeGreaterThan(width * 2);
  await expect(page.locator('td.panel-day', { hasText: '459' })).toHaveText('12368459');
  expect((await sidewaysScrollers(page)).filter((scroller) => scroller !== 'table-scroll record-chart-scroll')).toEqual([]);
});

test('a server-rendered panel chart needs no script', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await page.goto(pathInLanguage('hi', matkaChartPagePath(market.NameEn, 'panel-chart')));

  await expect(page.getByRole('table').getByRole('row')).toHaveCount(53);
  await expect(page.getByRole('cell', { name: '55 (लाल)' })).toHaveCount(1);
  await context.close();
});
