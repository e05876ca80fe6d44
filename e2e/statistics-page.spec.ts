import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { pathInLanguage, sitePaths, statisticsPagePath, type Ghadi } from '@ghadi/contracts';
import { SiteApi, siteDay, unique } from './support/api';

// A game's statistics page on a phone, in both languages: its pictures fit the screen, it says it is no
// prediction, and its periods switch once the page is live.

let game: Ghadi;

test.beforeAll(async ({ request }) => {
  const admin = await SiteApi.signIn(request);
  // One long word in the name (the run's suffix makes it longer still): the page must wrap it.
  game = await admin.createGhadi(unique('Aankdebazarspecial'), 'आँकड़े बाज़ार स्पेशल', '02:45 PM', 9);
  // 120 days of results, a number a day as irregular as draws are.
  const rows = ['game,date,result'];
  for (let day = 1; day <= 120; day += 1) rows.push(`${game.NameEn},${siteDay(-day)},${String((day * 37 + 11) % 100).padStart(2, '0')}`);
  await admin.importResults(rows.join('\n'));
});

/** Every element that scrolls sideways: the page itself (html) or any element with its own overflow. */
const sidewaysScrollers = (page: Page) =>
  page.evaluate(() =>
    [document.documentElement, ...document.body.querySelectorAll('*')]
      .filter((element) => element.scrollWidth > element.clientWidth)
      .filter((element) => element === document.documentElement || ['auto', 'scroll'].includes(getComputedStyle(element).overflowX))
      .map((element) => element.getAttribute('class') || element.tagName),
  );

/** What axe finds serious or critical on the page as it is shown. */
async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
}

const languages = [
  { language: 'en', label: 'Statistics of past results, not a prediction', title: 'Statistics', thirty: 'Last 30 days', table: 'As a table' },
  { language: 'hi', label: 'पिछले रिजल्ट के आँकड़े, भविष्यवाणी नहीं', title: 'आँकड़े', thirty: 'पिछले 30 दिन', table: 'तालिका के रूप में' },
] as const;

for (const { language, label, title, thirty, table } of languages) {
  test(`on a 360 px phone, the ${language} statistics page shows its pictures without sideways scrolling`, async ({ page }) => {
    // axe audits a page of five pictures and five tables: longer than the default on a busy machine.
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 360, height: 740 });
    // From the game's page, by its link.
    await page.goto(pathInLanguage(language, sitePaths.gameChart(game.NameEn)));
    await page.locator(`a[href="${pathInLanguage(language, statisticsPagePath(game.NameEn))}"]`).click();
    await expect(page).toHaveURL(pathInLanguage(language, statisticsPagePath(game.NameEn)));

    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
    await expect(page.getByText(label)).toBeVisible();
    await expect(page.locator('svg.stats-chart')).toHaveCount(5);
    for (const chart of await page.locator('svg.stats-chart').all()) {
      const box = await chart.boundingBox();
      expect(box!.width).toBeLessThanOrEqual(360);
      expect(box!.height).toBeGreaterThan(50);
    }
    expect(await sidewaysScrollers(page)).toEqual([]);
    await expect(page.locator('body')).not.toContainText(/lucky|sure/i);

    // Each picture's table, opened, fits too.
    for (const summary of await page.getByText(table, { exact: true }).all()) await summary.click();
    await expect(page.locator('details[open] table')).toHaveCount(5);
    expect(await sidewaysScrollers(page)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);

    const button = page.getByRole('button', { name: thirty });
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('heading', { level: 2 }).first()).toContainText(thirty);
  });
}

test('a server-rendered statistics page needs no script to show its label and pictures', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await page.goto(statisticsPagePath(game.NameEn));

  await expect(page.getByText('Statistics of past results, not a prediction')).toBeVisible();
  await expect(page.locator('svg.stats-chart')).toHaveCount(5);
  await context.close();
});
