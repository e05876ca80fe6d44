import { expect, test } from '@playwright/test';
import { pathInLanguage, sitePaths, type Ghadi } from '@ghadi/contracts';
import { SiteApi, siteDay, unique } from './support/api';

let game: Ghadi;
const yesterday = siteDay(-1);
const dayBefore = siteDay(-2);

test.beforeAll(async ({ request }) => {
  const admin = await SiteApi.signIn(request);
  // One long word in the name (the run's suffix makes it longer still): the page must wrap it.
  game = await admin.createGhadi(unique('Tarikhbazarspecial'), 'तारीख़ बाज़ार स्पेशल', '03:15 PM', 8);
  await admin.publishResult(game, '42', yesterday);
  await admin.publishResult(game, '24', yesterday);
});

test("on a 360 px phone, a Hindi result date page shows its number, its correction and leads to the day before", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(pathInLanguage('hi', sitePaths.gameDate(game.NameEn, yesterday)));

  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('तारीख़ बाज़ार स्पेशल रिजल्ट');
  await expect(page.locator('.result-number')).toHaveText('24');
  await expect(page.locator('main')).toContainText('सुधारा गया');
  await expect(page.locator('.corrections')).toContainText(/: 42 →.*24/);
  // Everything that scrolls sideways: the page itself (html) or any element with its own overflow.
  const scrollers = await page.evaluate(() =>
    [document.documentElement, ...document.body.querySelectorAll('*')]
      .filter((element) => element.scrollWidth > element.clientWidth)
      .filter((element) => element === document.documentElement || ['auto', 'scroll'].includes(getComputedStyle(element).overflowX))
      .map((element) => element.getAttribute('class') || element.tagName),
  );
  expect(scrollers).toEqual([]);

  // Drawn by the browser after hydration: the day before, in Hindi, with nothing published.
  const before = pathInLanguage('hi', sitePaths.gameDate(game.NameEn, dayBefore));
  await page.locator(`nav a[href="${before}"]`).click();
  await expect(page).toHaveURL(before);
  await expect(page.locator('main')).toContainText('प्रकाशित नहीं');
});
