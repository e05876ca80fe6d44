import { expect, test, type Page } from '@playwright/test';
import { drawDateText, pathInLanguage, sitePaths, type Ghadi } from '@ghadi/contracts';
import { SiteApi, siteDay, unique } from './support/api';

// Issue 40: a result date page shares its result: the phone's share sheet where there is one, else WhatsApp,
// Telegram and copy-link, with a message in the page's language that says declared or corrected and ends
// with the page's address.

let declared: Ghadi;
let corrected: Ghadi;
const date = siteDay(-1);

test.beforeAll(async ({ request }) => {
  const admin = await SiteApi.signIn(request);
  declared = await admin.createGhadi(unique('Sharebazar'), 'शेयर बाज़ार', '03:15 PM', 8);
  corrected = await admin.createGhadi(unique('Fixbazar'), 'सुधार बाज़ार', '04:15 PM', 9);
  await admin.publishResult(declared, '42', date);
  await admin.publishResult(corrected, '17', date);
  await admin.publishResult(corrected, '71', date);
});

/** A browser without a share sheet (as desktop Linux's): Share opens the links. */
const withoutShareSheet = (page: Page) => page.addInitScript(() => delete (Navigator.prototype as Partial<Navigator>).share);

/** The message a WhatsApp link carries (wa.me's `text`), and Telegram's address and words. */
async function sharedTexts(page: Page): Promise<{ whatsApp: string; telegramUrl: string; telegramText: string }> {
  const whatsApp = new URL((await page.getByRole('link', { name: 'WhatsApp' }).getAttribute('href'))!);
  const telegram = new URL((await page.getByRole('link', { name: 'Telegram' }).getAttribute('href'))!);
  expect(`${whatsApp.origin}${whatsApp.pathname}`).toBe('https://wa.me/');
  expect(`${telegram.origin}${telegram.pathname}`).toBe('https://t.me/share/url');
  return { whatsApp: whatsApp.searchParams.get('text')!, telegramUrl: telegram.searchParams.get('url')!, telegramText: telegram.searchParams.get('text')! };
}

test('an English result page shares "declared" with its own address', async ({ page }) => {
  const path = sitePaths.gameDate(declared.NameEn, date);
  await withoutShareSheet(page);
  await page.goto(path);
  // The page's own address where the site is public (PUBLIC_ORIGIN), as its canonical link says.
  const address = (await page.locator('link[rel=canonical]').getAttribute('href'))!;
  const message = `${declared.NameEn} result ${drawDateText(date, 'en')}: 42, declared.`;
  await page.getByText('Share', { exact: true }).click();

  expect(await sharedTexts(page)).toEqual({ whatsApp: `${message} ${address}`, telegramUrl: address, telegramText: message });
  expect(address).toMatch(new RegExp(`/satta-results/${encodeURIComponent(declared.NameEn.toLowerCase())}/${date.replace(/-/g, '/')}$`));
});

test('a Hindi result page shares "corrected" in Hindi, with the Hindi address', async ({ page }) => {
  const path = pathInLanguage('hi', sitePaths.gameDate(corrected.NameEn, date));
  await withoutShareSheet(page);
  await page.goto(path);
  await page.getByText('शेयर करें', { exact: true }).click();

  const { whatsApp } = await sharedTexts(page);
  expect(whatsApp.startsWith(`सुधार बाज़ार रिजल्ट ${drawDateText(date, 'hi')}: 71, सुधारा गया। `)).toBe(true);
  expect(whatsApp.endsWith(path)).toBe(true);
});

test('copy-link puts the address on the clipboard and says so', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await withoutShareSheet(page);
  await page.goto(sitePaths.gameDate(declared.NameEn, date));
  await page.getByText('Share', { exact: true }).click();
  await page.getByRole('button', { name: 'Copy link' }).click();

  await expect(page.getByRole('button', { name: 'Link copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
    new RegExp(`^https?://[^/]+/satta-results/${encodeURIComponent(declared.NameEn.toLowerCase())}/${date.replace(/-/g, '/')}$`),
  );
});

test('where the phone has a share sheet, Share hands it the message and opens nothing', async ({ page }) => {
  await page.addInitScript(() => {
    const calls: ShareData[] = [];
    Object.assign(window, { shareCalls: calls });
    Object.defineProperty(navigator, 'share', { value: (data: ShareData) => (calls.push(data), Promise.resolve()) });
  });
  await page.goto(sitePaths.gameDate(declared.NameEn, date));
  // Hydrated: the page's code handles the tap.
  await page.waitForFunction(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')));
  await page.getByText('Share', { exact: true }).click();

  const calls = await page.evaluate(() => (window as unknown as { shareCalls: ShareData[] }).shareCalls);
  expect(calls).toHaveLength(1);
  expect(calls[0]!.text).toBe(`${declared.NameEn} result ${drawDateText(date, 'en')}: 42, declared.`);
  expect(calls[0]!.url).toMatch(/\/satta-results\/.+\/\d{4}\/\d{2}\/\d{2}$/);
  await expect(page.getByRole('link', { name: 'WhatsApp' })).toBeHidden();
});
