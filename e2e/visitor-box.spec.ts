import { expect, test, type Page } from '@playwright/test';
import { SiteApi, siteDay, unique } from './support/api';

let gamePath: string;

test.beforeAll(async ({ request }) => {
  const admin = await SiteApi.signIn(request);
  const names = Array.from({ length: 6 }, (_, index) => unique(`Boxed${index}`));
  for (const [index, name] of names.entries()) {
    const game = await admin.createGhadi(name, 'खेल', '10:00 AM', 20 + index);
    for (let day = -12; day <= 0; day += 1) await admin.publishResult(game, String(10 + index + day + 12).padStart(2, '0'), siteDay(day));
  }
  gamePath = `/satta-results/${encodeURIComponent(names[0]!.toLowerCase())}`;
});

/** The chart cells and result numbers the visitor box lies over at the current scroll position. */
function coveredByBox(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const box = document.querySelector('.visitor-box')!.getBoundingClientRect();
    // What shows of an element: its rectangle cut to every scrolling ancestor (a wide chart scrolls sideways).
    const shown = (element: Element) => {
      let { left, right, top, bottom } = element.getBoundingClientRect();
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const clip = parent.getBoundingClientRect();
        [left, right, top, bottom] = [Math.max(left, clip.left), Math.min(right, clip.right), Math.max(top, clip.top), Math.min(bottom, clip.bottom)];
      }
      return { left, right, top, bottom };
    };
    return [...document.querySelectorAll('td, th, .result-value')]
      .filter((element) => {
        const rect = shown(element);
        const visible = rect.left < rect.right && rect.top < rect.bottom;
        return visible && rect.left < box.right && rect.right > box.left && rect.top < box.bottom && rect.bottom > box.top;
      })
      .map((element) => `${element.tagName} ${element.textContent}`);
  });
}

// 1440 px leaves a margin beside the content column wide enough for the box to float in.
for (const width of [360, 1280, 1440]) {
  for (const where of ['home', 'game'] as const) {
    test(`at ${width} px the visitor box covers no chart cell or result on the ${where} page`, async ({ page }) => {
      await page.setViewportSize({ width, height: 740 });
      await page.goto(where === 'home' ? '/' : gamePath);
      await expect(page.getByRole('complementary', { name: 'Visitors' })).toContainText(/Users: \d+/);
      await expect(page.locator('td').first()).toBeVisible();
      const scrollable = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
      for (const top of [0, scrollable / 4, scrollable / 2, (3 * scrollable) / 4, scrollable]) {
        await page.evaluate((y) => window.scrollTo(0, y), top);
        expect(await coveredByBox(page), `scrolled to ${Math.round(top)}`).toEqual([]);
      }
    });
  }
}
