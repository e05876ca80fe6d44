import { expect, test, type Page } from '@playwright/test';
import { sitePaths } from '@ghadi/contracts';

// Issue 40: the site at night. The theme follows the phone's setting unless the visitor chose one, and is
// applied by the page's inline script before the stylesheet paints: the first frame is already dark.

const DARK_BACKGROUND = 'rgb(17, 19, 25)';
const LIGHT_BACKGROUND = 'rgb(246, 247, 251)';

declare global {
  interface Window {
    firstFrame?: { theme: string | null; background: string };
  }
}

/**
 * Records what the page's first frame draws behind everything: a requestAnimationFrame asked for before the
 * page's own first line runs comes before the first paint, after its render-blocking stylesheet applied.
 */
async function recordFirstFrame(page: Page): Promise<void> {
  await page.addInitScript(() => {
    requestAnimationFrame(() => {
      // The body's own background where it paints one (the widget's), else the page's (the site's).
      const body = document.body && getComputedStyle(document.body).backgroundColor;
      window.firstFrame = {
        theme: document.documentElement.getAttribute('data-theme'),
        background: body && body !== 'rgba(0, 0, 0, 0)' ? body : getComputedStyle(document.documentElement).backgroundColor,
      };
    });
  });
}

const firstFrame = async (page: Page) => (await (await page.waitForFunction(() => window.firstFrame)).jsonValue())!;

/** Whether a computed colour is a night one: every channel low (the site's and the widget's dark backgrounds). */
const isDark = (colour: string): boolean => /^rgb\(/.test(colour) && (colour.match(/\d+/g) ?? []).every((channel) => Number(channel) < 48);

const themeSelect = (page: Page) => page.getByRole('combobox', { name: 'Theme' });

test.describe('on a phone set to dark', () => {
  test.use({ colorScheme: 'dark' });

  test('a server-rendered page is dark from its first frame, without waiting for the app', async ({ page }) => {
    // No app code at all: only the HTML, its stylesheet and the inline script decide the first paint.
    await page.route('**/static/js/**', (route) => route.abort());
    await recordFirstFrame(page);
    for (const path of ['/', '/hi/', sitePaths.about, sitePaths.widget()]) {
      await page.goto(path);
      const frame = await firstFrame(page);
      // The widget has a palette of its own: any night colour will do.
      expect([path, frame.theme, isDark(frame.background)], frame.background).toEqual([path, 'dark', true]);
    }
  });

  test('the back offices are dark too, and offer the same choice', async ({ page }) => {
    await recordFirstFrame(page);
    for (const path of [sitePaths.admin.login, sitePaths.agent.login]) {
      await page.goto(path);
      expect(await firstFrame(page), path).toEqual({ theme: 'dark', background: DARK_BACKGROUND });
      await expect(themeSelect(page)).toHaveValue('system');
    }
  });

  test('a visitor who chooses light keeps it across a reload, and follows the phone again when asked', async ({ page }) => {
    await recordFirstFrame(page);
    await page.goto('/');
    await expect(themeSelect(page)).toHaveValue('system');
    await themeSelect(page).selectOption('light');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');

    await page.reload();
    expect(await firstFrame(page)).toEqual({ theme: 'light', background: LIGHT_BACKGROUND });
    await expect(themeSelect(page)).toHaveValue('light');

    await themeSelect(page).selectOption('system');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.reload();
    expect(await firstFrame(page)).toEqual({ theme: 'dark', background: DARK_BACKGROUND });
  });
});

test.describe('on a phone set to light', () => {
  test.use({ colorScheme: 'light' });

  test('the page is light until the visitor chooses dark, then dark from the first frame of every page', async ({ page }) => {
    await recordFirstFrame(page);
    await page.goto('/');
    expect(await firstFrame(page)).toEqual({ theme: 'light', background: LIGHT_BACKGROUND });

    await themeSelect(page).selectOption('dark');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)).toBe(DARK_BACKGROUND);

    // The choice holds on another page, in the other language and in the back office, from their first frame.
    for (const path of ['/', '/hi/', sitePaths.admin.login]) {
      await page.goto(path);
      expect(await firstFrame(page), path).toEqual({ theme: 'dark', background: DARK_BACKGROUND });
    }
    await expect(page.getByRole('combobox', { name: 'Theme' })).toHaveValue('dark');
  });

  test('the phone switching to dark while a page is open switches the page', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });
});
