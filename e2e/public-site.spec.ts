import { expect, test } from '@playwright/test';
import { apiPaths } from '@ghadi/contracts';
import { SiteApi, siteDay, unique } from './support/api';
import { startSiteServer } from './support/servers';
import { E2E_PORT } from './support/site';

test.describe('the public site with seeded data', () => {
  test('home shows each game, its times and results, and the month chart on the right day', async ({ page, request }) => {
    const admin = await SiteApi.signIn(request);
    const name = unique('Morning');
    const game = await admin.createGhadi(name, 'सुबह', '09:30 AM', 1);
    // Due at midnight: its time has passed whenever the test runs.
    const empty = await admin.createGhadi(unique('Evening'), 'शाम', '12:00 AM', 2);
    await admin.publishResult(game, '45', siteDay(-1));
    await admin.publishResult(game, '78', siteDay(0));

    await page.goto('/');
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
    await expect(card).toContainText('09:30 AM');
    await expect(card).toContainText(/Yesterday\s*45/);
    await expect(card).toContainText(/Today\s*78/);
    const emptyCard = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: empty.NameEn }) });
    await expect(emptyCard).toContainText(/Today\s*Waiting/);

    const chart = page.getByRole('region', { name: 'Record Chart' }).getByRole('table');
    const today = Number(siteDay(0).slice(8));
    const column = await chart.getByRole('columnheader').allTextContents();
    const row = chart.getByRole('row').nth(today);
    await expect(row.getByRole('rowheader')).toHaveText(String(today).padStart(2, '0'));
    await expect(row.getByRole('cell').nth(column.indexOf(name) - 1)).toHaveText('78');
  });

  test('home has the four nav links, the time table, editable promo and contact text, and the footer', async ({ page, request }) => {
    const admin = await SiteApi.signIn(request);
    const game = await admin.createGhadi(unique('Timed'), 'समय', '02:15 PM', 9);
    const promo = unique('Fresh results ');
    await admin.saveContentBlock(promo, 'promo-text', '<p>Every result the minute it is declared.</p>');
    await admin.saveContentBlock('Contact', 'contact', '<p>Join <a href="https://chat.whatsapp.com/e2e">our group</a> or call +91 98000 00000</p>');
    const { siteName } = (await (await request.get(apiPaths.runtimeConfig)).json()) as { siteName: string };
    await page.goto('/');

    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveText(['Satta Chart', 'Record Chart', 'Time Table', 'Contact']);
    // Each link goes somewhere real: a section of this page.
    for (const href of await nav.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
      expect(href).toMatch(/^\/#[a-z-]+$/);
      await expect(page.locator(href!.slice(1))).toBeVisible();
    }

    const times = page.getByRole('region', { name: 'Time Table' }).getByRole('table');
    await expect(times.getByRole('row').filter({ hasText: game.NameEn })).toContainText(/समय.*02:15 PM/);
    await expect(page.getByRole('heading', { name: promo })).toBeVisible();
    await expect(page.getByText('Every result the minute it is declared.')).toBeVisible();
    const contact = page.locator('#contact');
    await expect(contact.getByRole('link', { name: 'our group' })).toHaveAttribute('href', 'https://chat.whatsapp.com/e2e');
    await expect(contact).toContainText('+91 98000 00000');

    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(`© ${new Date().getFullYear()} ${siteName}. All rights reserved.`);
    const information = footer.getByRole('navigation', { name: 'Site information' });
    await expect(information.getByRole('link')).toHaveText(['About', 'Disclaimer', 'Privacy Policy']);
    await information.getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'About' })).toBeVisible();
  });

  test('the marquee scrolls with CSS, pauses on hover and focus, and stands still for reduced motion', async ({ page }) => {
    await page.goto('/');
    const marquee = page.getByRole('region', { name: 'Highlights' });
    await expect(marquee).toContainText('Daily results of every ghadi');
    await expect(page.locator('marquee')).toHaveCount(0);
    const track = marquee.locator('.promo-marquee-track');
    const animation = () => track.evaluate((element) => {
      const style = getComputedStyle(element);
      return `${style.animationName} ${style.animationPlayState}`;
    });
    await page.mouse.move(0, 0);
    await expect.poll(animation).toBe('promo-scroll running');
    await marquee.hover();
    await expect.poll(animation).toBe('promo-scroll paused');
    await page.mouse.move(0, 0);
    await expect.poll(animation).toBe('promo-scroll running');
    await marquee.focus();
    await expect.poll(animation).toBe('promo-scroll paused');

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.mouse.move(0, 0);
    await marquee.blur();
    await expect.poll(() => track.evaluate((element) => getComputedStyle(element).animationName)).toBe('none');
  });

  test('a result entered through the API appears on the next reload, and on the game page', async ({ page, request }) => {
    const admin = await SiteApi.signIn(request);
    const name = unique('Noon');
    const game = await admin.createGhadi(name, 'दोपहर', '12:00 AM', 3);
    await page.goto('/');
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
    await expect(card).toContainText(/Today\s*Waiting/);

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

  test('a site with notifications off offers none, and asks for nothing about them', async ({ page, request }) => {
    const admin = await SiteApi.signIn(request);
    const game = await admin.createGhadi(unique('Quiet'), 'शांत', '10:00 AM', 1);
    await admin.publishResult(game, '11', siteDay(0));
    expect(await (await request.get(apiPaths.runtimeConfig)).json()).toMatchObject({ pushPublicKey: null });
    const pushCalls: string[] = [];
    page.on('request', (sent) => void (sent.url().includes('/api/push') && pushCalls.push(sent.url())));

    await page.goto(`/satta-results/${encodeURIComponent(game.NameEn.toLowerCase())}`);
    await expect(page.getByRole('table')).toBeVisible();
    // Where push is on, the button shows once the page is idle (installable-site.spec.ts).
    await page.waitForTimeout(1500);
    await expect(page.getByRole('button', { name: /Notify me|Result notifications/ })).toHaveCount(0);
    expect(pushCalls).toEqual([]);
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

  test('on a 360 px phone the game page does not scroll sideways; only a table container may', async ({ page, request }) => {
    const admin = await SiteApi.signIn(request);
    // One long word in the name (the run's suffix makes it longer still): the title must wrap it.
    const game = await admin.createGhadi(unique('Rajdhaninightspecial'), 'राजधानी नाइट स्पेशल', '09:15 PM', 8);
    await admin.publishResult(game, '123-45-678', siteDay(0));
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`/satta-results/${encodeURIComponent(game.NameEn.toLowerCase())}`);
    await expect(page.getByRole('table').getByRole('row').nth(Number(siteDay(0).slice(8)))).toContainText('123-45-678');
    // Everything that scrolls sideways: the page itself (html) or any element with its own overflow.
    const scrollers = await page.evaluate(() =>
      [document.documentElement, ...document.body.querySelectorAll('*')]
        .filter((element) => element.scrollWidth > element.clientWidth)
        .filter((element) => element === document.documentElement || ['auto', 'scroll'].includes(getComputedStyle(element).overflowX))
        .map((element) => element.getAttribute('class') || element.tagName),
    );
    expect(scrollers.filter((scroller) => !scroller.includes('table-scroll'))).toEqual([]);
  });

  test('the visitor box counts a second browser as another user, active now', async ({ page, browser }) => {
    // A site of its own: on the shared one, earlier tests' visitors leave "active now" while this one waits.
    const site = await startSiteServer(E2E_PORT + 8);
    try {
      await page.goto(`${site.url}/`);
      const box = page.getByRole('complementary', { name: 'Visitors' });
      await expect(box).toContainText('Users: 1');
      await expect(box).toContainText('Active: 1');
      const other = await browser.newContext();
      await (await other.newPage()).goto(`${site.url}/`);
      // The open page polls every 15 seconds and picks up the second visitor without a reload.
      await expect(box).toContainText('Users: 2', { timeout: 20_000 });
      await expect(box).toContainText('Active: 2');
      await other.close();
    } finally {
      await site.stop();
    }
  });
});
