import { expect, test } from '@playwright/test';
import { uncovered } from './support/admin';
import { signInThroughForm } from './support/login';
import { E2E_ADMIN } from './support/site';

for (const [width, height] of [[360, 740], [390, 844], [1280, 800]] as const) {
  test(`at ${width} px both toggles close and open the sidebar and the title stays in sight`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await page.goto('/admin/login');
    await signInThroughForm(page, E2E_ADMIN);
    await expect(page.getByRole('heading', { name: 'Welcome, Admin' })).toBeVisible();

    const sidebar = page.getByRole('navigation', { name: 'Admin' });
    const header = page.getByRole('banner');
    const menu = header.getByRole('button', { name: 'Menu' });
    const title = header.getByRole('heading', { name: 'Admin Panel' });
    const expectReachable = async () => {
      await expect(title).toBeVisible();
      expect(await uncovered(title)).toBe(true);
      expect(await uncovered(menu)).toBe(true);
    };

    await expect(sidebar).toBeVisible();
    await expectReachable();
    if (width >= 1280) {
      // Wide: the sidebar takes its own column; the header and the page start where it ends.
      const side = (await sidebar.boundingBox())!;
      expect((await header.boundingBox())!.x).toBeGreaterThanOrEqual(side.x + side.width - 1);
      expect((await page.getByRole('main').boundingBox())!.x).toBeGreaterThanOrEqual(side.x + side.width - 1);
    }

    await menu.click();
    await expect(sidebar).toBeHidden();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expectReachable();

    await menu.click();
    await expect(sidebar).toBeVisible();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expectReachable();

    const close = sidebar.getByRole('button', { name: 'Close' });
    expect(await uncovered(close)).toBe(true);
    await close.click();
    await expect(sidebar).toBeHidden();
    await expectReachable();

    await menu.click();
    await expect(sidebar).toBeVisible();
    await expectReachable();
  });
}
