import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator } from '@playwright/test';
import { sitePaths } from '@ghadi/contracts';
import { signInAsAdminAt } from './support/admin';

// One sanitizing rule: the admin's preview of a content block draws exactly what the public page draws
// once it is saved, styles included, and nothing an attacker wrote runs on either. The HTML is the one the
// server's tests record (shared/testing/src/recorded/content-preview.json).

const recording = JSON.parse(readFileSync(path.join(__dirname, '../shared/testing/src/recorded/content-preview.json'), 'utf8')) as {
  request: { Content: string };
};
const STYLED = ['h2', 'p', 'font', 'span', 'th', 'td', 'div', 'a'];

/** The markup of `container` and the computed styles of its styled elements, as the page draws them. */
function drawn(container: Locator) {
  return container.evaluate((element, tags) => {
    const styles = [...element.querySelectorAll(tags.join(','))].map((node) => {
      const style = getComputedStyle(node);
      // What a block's own HTML decides; the page around it sets the spacing.
      return [node.tagName, style.color, style.backgroundColor, style.textAlign, style.fontSize, style.fontWeight, style.fontStyle, style.position].join(' ');
    });
    return { html: element.innerHTML.trim(), styles };
  }, STYLED);
}

test('the content-block preview shows exactly what the public page shows, and no script runs on either', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await signInAsAdminAt(page, '/admin/content-blocks');
  await page.getByRole('textbox', { name: 'Title' }).fill('Privacy Policy');
  await page.getByRole('textbox', { name: 'Slug' }).fill('privacy-policy');
  await page.getByRole('textbox', { name: 'Content' }).fill(recording.request.Content);
  const preview = page.getByTestId('content-preview');
  await expect(preview.getByRole('heading', { name: 'Styled heading' })).toBeVisible();
  await expect(page.getByText('Updating preview...')).toHaveCount(0);
  const previewed = await drawn(preview);

  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText('Content added successfully.');
  await page.goto(sitePaths.privacyPolicy);
  const shown = await drawn(page.locator('main .html-content'));

  expect(previewed).toEqual(shown);
  expect(shown.styles).toContain('H2 rgb(138, 21, 56) rgba(0, 0, 0, 0) center 24px 700 normal static');
  expect(shown.styles).toContain('P rgb(27, 31, 42) rgb(255, 243, 196) start 18px 400 normal static');
  expect(shown.html).not.toMatch(/<script|onerror|javascript:|<iframe|<style|<form|<svg/);
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
});
