import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { addDays } from '@ghadi/contracts';
// The bench's rules, so the test and `npm run bench` weigh alike: the static copy of a page, the pages
// weighed, and a result per game and day as irregular as real draws.
import { asStaticHtml, weighedPages } from '../scripts/bench/page-weights.mjs';
import { resultFor } from '../scripts/lib/sample-games.mjs';
import { SiteApi, siteDay, unique } from './support/api';
import { startSiteServer, type Running } from './support/servers';
import { E2E_PORT } from './support/site';

// Issue 37: at a real site's size (40 games, a whole month), each public page sends at most 1.5x the
// gzipped bytes of the same page as static HTML (each language's first download is held in
// public-network.spec.ts). One limit for every page: the home page carries its games and their day in
// columns (board-values in contracts), no longer as rows of objects.
const PAGE_WEIGHT_BUDGET = 1.5;
const GAMES = 40;

// A site of its own, holding exactly these games: the shared site gathers the other specs' games, which would
// weigh a page of another size.
const PORT = E2E_PORT + 50;
let site: Running;
test.beforeAll(async () => {
  site = await startSiteServer(PORT);
});
test.afterAll(async () => site?.stop());
test.use({ baseURL: `http://127.0.0.1:${PORT}` });

/** The bytes a page's HTML took on the wire (gzipped by the server), and the same page as static HTML, gzipped. */
async function weigh(page: Page, path: string): Promise<{ sent: number; static: number }> {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  expect(response?.headers()['content-encoding'], path).toBe('gzip');
  const { responseBodySize } = await response!.request().sizes();
  return { sent: responseBodySize, static: gzipSync(Buffer.from(asStaticHtml(await response!.text()))).length };
}

test('with 40 games and a whole month, every public page sends little more than its static HTML', async ({ page, request }) => {
  test.setTimeout(180_000);
  const api = await SiteApi.signIn(request);
  const prefix = unique('Weight');
  const games = [];
  for (let index = 0; index < GAMES; index += 1) {
    games.push(await api.createGhadi(`${prefix} ${index + 1}`, `भार ${index + 1}`, `${String((index % 12) + 1).padStart(2, '0')}:15 PM`, index + 1));
  }
  // From the first of last month to today: last month is whole.
  const today = siteDay();
  const first = `${addDays(`${today.slice(0, 8)}01`, -1).slice(0, 8)}01`;
  const rows = ['game,date,result'];
  for (let date = first, day = 0; date <= today; date = addDays(date, 1), day += 1) {
    games.forEach((game, index) => rows.push(`${game.NameEn},${date},${resultFor(index, day)}`));
  }
  await api.importResults(rows.join('\n'));

  const [year, month] = today.split('-').map(Number);
  // The live stream never ends; nothing here needs it.
  await page.route('**/api/results/stream', (route) => route.abort());
  for (const path of weighedPages(games[0]!.NameEn, { year: year!, month: month! })) {
    const { sent, static: plain } = await weigh(page, path);
    const ratio = sent / plain;
    console.log(`${path}: ${sent} B sent, ${plain} B as static HTML, ${ratio.toFixed(2)}x`);
    expect(ratio, path).toBeLessThanOrEqual(PAGE_WEIGHT_BUDGET);
  }
});
