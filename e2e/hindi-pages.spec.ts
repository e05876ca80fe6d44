import { expect, test } from '@playwright/test';
import { sitePaths, type Ghadi } from '@ghadi/contracts';
import { SiteApi, siteDay, unique } from './support/api';

let game: Ghadi;

test.beforeAll(async ({ request }) => {
  const admin = await SiteApi.signIn(request);
  game = await admin.createGhadi(unique('Bhasha'), 'भाषा बाज़ार', '02:45 PM', 8);
  await admin.publishResult(game, '64', siteDay(0));
});

test('the switch opens the same page in the other language, and links inside a Hindi page stay Hindi', async ({ page }) => {
  await page.goto(sitePaths.gameChart(game.NameEn));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(game.NameEn);

  await page.getByRole('link', { name: 'हिन्दी में पढ़ें' }).click();
  await expect(page).toHaveURL(`/hi${sitePaths.gameChart(game.NameEn)}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('भाषा बाज़ार रिकॉर्ड चार्ट');
  await expect(page.getByRole('row', { name: new RegExp(`^${siteDay(0).slice(8)}`) })).toContainText('64');

  // A link of the page (drawn by the browser after hydration) keeps the language.
  await page.getByRole('link', { name: 'चार्ट पर वापस' }).click();
  await expect(page).toHaveURL('/hi/');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'भाषा बाज़ार' }) });
  await expect(card).toContainText(/आज\s*64/);
  await expect(page).toHaveTitle(/आज का रिजल्ट और रिकॉर्ड चार्ट/);

  await page.getByRole('link', { name: 'Read in English' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { name: 'SATTA CHART' })).toBeVisible();
});

test('a Hindi page downloads the Hindi texts and not the English ones', async ({ page }) => {
  const texts: string[] = [];
  page.on('request', (request) => {
    const file = /texts-(\w+)-json/.exec(request.url())?.[1];
    if (file) texts.push(file);
  });
  await page.goto('/hi/', { waitUntil: 'networkidle' });
  await page.goto('/', { waitUntil: 'networkidle' });

  expect(texts).toEqual(['hi', 'en']);
});
