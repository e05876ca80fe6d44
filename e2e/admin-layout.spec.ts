import { expect, test } from '@playwright/test';
import { apiPaths } from '@ghadi/contracts';
import { uncovered } from './support/admin';
import { signInThroughForm } from './support/login';
import { E2E_ADMIN } from './support/site';

// On phones also below a notice above the layout (a demo site's), which once let the header cover the sidebar's Close.
for (const [width, height, notice] of [[360, 740, false], [390, 844, false], [360, 740, true], [390, 844, true], [1280, 800, false]] as const) {
  test(`at ${width} px${notice ? ' below a notice' : ''} both toggles close and open the sidebar and the title stays in sight`, async ({ page }) => {
    if (notice) {
      await page.route(`**${apiPaths.runtimeConfig}`, async (route) => {
        const response = await route.fetch();
        await route.fulfill({ response, json: { ...((await response.json()) as object), demo: true } });
      });
    }
    await page.setViewportSize({ width, height });
    await page.goto('/admin/login');
    await signInThroughForm(page, E2E_ADMIN);
    await expect(page.getByRole('heading', { name: 'Welcome, Admin' })).toBeVisible();
    if (notice) await expect(page.getByRole('note').filter({ hasText: 'Demo data' })).toBeVisible();

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
    // A real click, which waits in vain while anything else would receive it.
    await close.click({ timeout: 5_000 });
    await expect(sidebar).toBeHidden();
    await expectReachable();

    await menu.click();
    await expect(sidebar).toBeVisible();
    await expectReachable();
  });
}
