import { expect, test } from '@playwright/test';
import { SiteApi, siteDay, unique } from './support/api';

test.describe('the public site with seeded data', () => {
  test('home shows each game, its times and results, and the month chart on the right day', async ({ page, request }) => {
    const admin = await SiteApi.signIn(request);
    const name = unique('Morning');
    const game = await admin.createGhadi(name, 'सुबह', '09:30 AM', 1);
    const empty = await admin.createGhadi(unique('Evening'), 'शाम', '08:00 PM', 2);
    await admin.publishResult(game, '45', siteDay(-1));
    await admin.publishResult(game, '78', siteDay(0));

    await page.goto('/');
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
    await expect(card).toContainText('09:30 AM');
    await expect(card).toContainText(/Yesterday\s*45/);
    await expect(card).toContainText(/Today\s*78/);
    const emptyCard = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: empty.NameEn }) });
    await expect(emptyCard).toContainText('Awaited');

    const chart = page.getByRole('region', { name: 'Record Chart' }).getByRole('table');
    const today = Number(siteDay(0).slice(8));
    const column = await chart.getByRole('columnheader').allTextContents();
    const row = chart.getByRole('row').nth(today);
    await expect(row.getByRole('rowheader')).toHaveText(String(today).padStart(2, '0'));
    await expect(row.getByRole('cell').nth(column.indexOf(name) - 1)).toHaveText('78');
  });

  test('a result entered through the API appears on the next reload, and on the game page', async ({ page, request }) => {
    const admin = await SiteApi.signIn(request);
    const name = unique('Noon');
    const game = await admin.createGhadi(name, 'दोपहर', '12:00 PM', 3);
    await page.goto('/');
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
    await expect(card).toContainText('Awaited');

    await admin.publishResult(game, '31', siteDay(0));
    await page.reload();
    await expect(card).toContainText(/Today\s*31/);

    await card.getByRole('link', { name: 'Record Chart' }).click();
    await expect(page).toHaveURL(`/satta-results/${encodeURIComponent(name.toLowerCase())}`);
    const today = Number(siteDay(0).slice(8));
    await expect(page.getByRole('table').getByRole('row').nth(today)).toContainText('31');
    await expect(page.getByRole('link', { name: 'Back to Chart' })).toBeVisible();
  });

  test('the game page follows the month and year selects, and says when a month has no data', async ({ page, request }) => {
    const admin = await SiteApi.signIn(request);
    const name = unique('Late');
    const game = await admin.createGhadi(name, 'देर', '11:00 PM', 4);
    const lastYear = `${Number(siteDay(0).slice(0, 4)) - 1}-03-09`;
    await admin.publishResult(game, '66', lastYear);

    await page.goto(`/satta-results/${encodeURIComponent(name.toLowerCase())}`);
    await expect(page.getByText(`No data available for ${name.toLowerCase()}`)).toBeVisible();
    await page.getByLabel('Year').selectOption(lastYear.slice(0, 4));
    await page.getByLabel('Month').selectOption('March');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${name} Record Chart March ${lastYear.slice(0, 4)}`);
    await expect(page.getByRole('table').getByRole('row').nth(9)).toContainText('66');
  });

  test('an unknown game says there is no data, with a way home', async ({ page }) => {
    await page.goto('/satta-results/no-such-game');
    await expect(page.getByText('No data available for no-such-game')).toBeVisible();
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL('/');
  });

  test('the blog section shows the admin\'s HTML as content, and scripts in it never run', async ({ page, request }) => {
    const admin = await SiteApi.signIn(request);
    await admin.saveContentBlock('Blog', 'blog-section', '<h3>Weekly notes</h3><p>Charts updated.</p><img src=x onerror="window.pwned=1"><script>window.pwned=1</script>');
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Blog' }).getByRole('heading', { name: 'Weekly notes' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();
    expect(dialogs).toEqual([]);
  });

  test('static pages have header, footer and their text', async ({ page }) => {
    await page.goto('/disclaimer');
    await expect(page.getByRole('heading', { level: 1, name: 'Disclaimer' })).toBeVisible();
    await expect(page.getByText(/for information only/)).toBeVisible();
    await expect(page.getByText(/All rights reserved\./)).toBeVisible();
    await page.getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  });

  test('on a 360 px phone nothing but the chart scrolls sideways', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'SATTA CHART' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('the visitor box counts a second browser as another user, active now', async ({ page, browser }) => {
    await page.goto('/');
    const box = page.getByRole('complementary', { name: 'Visitors' });
    await expect(box).toContainText(/Users: \d+/);
    const count = async (label: string) => Number((await box.textContent())?.match(new RegExp(`${label}: (\\d+)`))?.[1]);
    const [users, active] = [await count('Users'), await count('Active')];
    const other = await browser.newContext();
    await (await other.newPage()).goto('/');
    // The open page polls every 15 seconds and picks up the second visitor without a reload.
    await expect(box).toContainText(`Users: ${users + 1}`, { timeout: 20_000 });
    expect(await count('Active')).toBeGreaterThanOrEqual(Math.max(active + 1, 2));
    await other.close();
  });
});
