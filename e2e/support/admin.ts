import { expect, type Locator, type Page } from '@playwright/test';
import { signInThroughForm } from './login';
import { E2E_ADMIN } from './site';

/** Opens `path` signed out, signs in as the admin, and lands back on `path` (the guard's `from`). */
export async function signInAsAdminAt(page: Page, path: string) {
  await page.goto(path);
  await signInThroughForm(page, E2E_ADMIN);
  await expect(page).toHaveURL(path);
}

/**
 * Goes to a section through the sidebar, as a person does; the sidebar closes on the click. `words` are the
 * sidebar's and its toggle's names in the language on screen.
 */
export async function openSection(page: Page, name: string, words = { navigation: 'Admin', menu: 'Menu' }) {
  const sidebar = page.getByRole('navigation', { name: words.navigation });
  const menu = page.getByRole('button', { name: words.menu });
  // The layout draws its header and sidebar at once: asked before it is drawn, the sidebar seemed hidden and
  // the Menu click then closed it (seen on a slow run).
  await expect(menu).toBeVisible();
  if (!(await sidebar.isVisible())) await menu.click();
  await sidebar.getByRole('link', { name, exact: true }).click();
  await expect(sidebar).toBeHidden();
}

/** Pages through a Prev/Next list until `row` shows (lists are shared with other specs). */
export async function findRow(page: Page, row: Locator) {
  for (let turn = 0; turn < 20 && !(await row.isVisible()); turn += 1) {
    const next = page.getByRole('button', { name: 'Next' });
    if (await next.isDisabled()) break;
    await next.click();
  }
  await expect(row).toBeVisible();
}

/**
 * Clicks through the ghadi list's numbered pages until `row` shows. Round after round: a row just added or
 * changed may reach the list only after a first round has passed its page.
 */
export async function findGhadiRow(page: Page, row: Locator) {
  const pages = page.getByRole('navigation', { name: 'Pages' }).getByRole('button');
  await expect(async () => {
    const count = await pages.count();
    for (let number = 1; number <= count && !(await row.isVisible()); number += 1) {
      await pages.getByText(String(number), { exact: true }).click();
    }
    await expect(row).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

/** Answers the next window.confirm; resolves to what it asked, for the test to compare with the spec's words. */
export function answerNextConfirm(page: Page, accept: boolean): Promise<string> {
  return new Promise((resolve) => {
    page.once('dialog', (dialog) => {
      resolve(dialog.message());
      void (accept ? dialog.accept() : dialog.dismiss());
    });
  });
}

/** True when the element itself (or a child) is what the page shows at its centre, not something over it. */
export async function uncovered(locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  if (!box) return false;
  return locator.evaluate((element, [x, y]) => {
    const top = document.elementFromPoint(x!, y!);
    return top !== null && element.contains(top);
  }, [box.x + box.width / 2, box.y + box.height / 2]);
}
