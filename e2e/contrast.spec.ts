import { expect, test } from '@playwright/test';
import { sitePaths, statisticsPagePath } from '@ghadi/contracts';
import { SiteApi, siteDay, unique } from './support/api';
import { contrastFailures } from './support/contrast';

// Every text and link of every public page is readable: WCAG AA contrast (4.5:1, 3:1 for large text)
// computed from the colours the browser drew, on a phone and on a desktop, with every kind of content a
// page can show (results, a holiday, a correction, the live strip, the visitor box, chart headers).

const WIDTHS = [390, 1280];

// In both themes (issue 40): the light one, and the dark one a phone set to dark gets before any choice.
for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} theme`, () => {
    test.use({ colorScheme });

    test(`every public page meets WCAG AA contrast at 390 and 1280 px, ${colorScheme}`, async ({ page, request }) => {
      const admin = await SiteApi.signIn(request);
      const game = await admin.createGhadi(unique('Contrast'), 'कॉन्ट्रास्ट', '11:59 PM', 1);
      const today = siteDay(0);
      const [year, month] = siteDay(-40).split('-').map(Number) as [number, number];
      await admin.publishResult(game, '12', siteDay(-1));
      await admin.publishResult(game, '34', today);
      await admin.publishResult(game, '43', today);
      await admin.publishResult(game, '56', siteDay(-40));
      await admin.markHoliday(game, siteDay(-39));
      const pages = [
        sitePaths.home,
        sitePaths.gameChart(game.NameEn),
        sitePaths.gameMonth(game.NameEn, year, month),
        sitePaths.gameYear(game.NameEn, year),
        // A result date page, with its share block.
        sitePaths.gameDate(game.NameEn, siteDay(-1)),
        // Its charts' table toggles are text in the brand colour (once too dark at night).
        statisticsPagePath(game.NameEn),
        sitePaths.recordChart(year, month),
        sitePaths.about,
        sitePaths.disclaimer,
        sitePaths.privacyPolicy,
        '/no-such-page',
        sitePaths.gameChart('no such game'),
      ];
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        for (const path of pages) {
          await page.goto(path);
          await expect(page.locator('main')).toBeVisible();
          // Hydrated, so what is measured is what stays on screen.
          await page.waitForFunction(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')));
          await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
          expect(await contrastFailures(page), `${path} at ${width} px, ${colorScheme}`).toEqual([]);
        }
      }
    });
  });
}

test('the links under a chart stand apart: separate items with room between them, at 390 and 1280 px', async ({ page, request }) => {
  const admin = await SiteApi.signIn(request);
  const game = await admin.createGhadi(unique('Apart'), 'अलग', '11:59 PM', 1);
  const [year, month] = siteDay(-40).split('-').map(Number) as [number, number];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(sitePaths.gameMonth(game.NameEn, year, month));
    const links = page.getByRole('navigation', { name: 'Chart archive' }).getByRole('listitem').getByRole('link');
    await expect(links).toHaveCount(3);
    const boxes = await links.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().toJSON() as DOMRect));
    for (const [index, box] of boxes.slice(1).entries()) {
      const before = boxes[index]!;
      const sameLine = Math.abs(before.top - box.top) < 4;
      // On one line at least 8 px apart; otherwise on a line of its own.
      expect(sameLine ? box.left - before.right : box.top - before.bottom, `${width} px, link ${index + 2}`).toBeGreaterThanOrEqual(sameLine ? 8 : 0);
    }
  }
});
