// The public pages at a real site's size: 40 games with results from the first of last month (so that month
// is whole) to today, on a fresh database. What each page sends next to the same page as static HTML, when
// its first result number shows on a slow phone next to that static page, and the JavaScript each language's
// home page downloads, each beside its budget (settings.scale).
import path from 'node:path';
import { startAppServer } from '../lib/app-server.mjs';
import { seed, seedFigures } from '../lib/seed.mjs';
import { lastDays, monthOf, siteToday } from '../lib/site-dates.mjs';
import { measureInitialJs } from './bundle-size.mjs';
import { measureFirstNumber } from './first-number.mjs';
import { weighedPages, weighPages } from './page-weights.mjs';
import { settings } from './settings.mjs';

/** The days from the first of the month before `today`'s to `today`. */
function sinceFirstOfLastMonth(today) {
  const { year, month } = monthOf(today);
  const first = Date.UTC(year, month - 2, 1);
  const count = Math.round((Date.UTC(year, month - 1, Number(today.slice(8, 10))) - first) / 86_400_000) + 1;
  return lastDays(today, count);
}

/** Runs the scale rows on a server of its own in `workDir`; returns their figures. */
export async function runScale({ workDir, nextPort, progress }) {
  const today = siteToday(settings.timeZone);
  const server = await startAppServer({
    port: await nextPort(),
    databaseUrl: `sqlite:${path.join(workDir, 'scale.sqlite')}`,
    timeZone: settings.timeZone,
    admin: settings.admin,
  });
  try {
    progress(`Scale: seeding ${settings.scale.games} games from the first of last month...`);
    const seeding = await seed(server.baseUrl, { admin: settings.admin, gameCount: settings.scale.games, days: sinceFirstOfLastMonth(today) });
    const pages = weighedPages(seeding.games[0].NameEn, monthOf(today));
    progress('Scale: page weights');
    const weights = await weighPages(server.baseUrl, pages);
    progress('Scale: first result number on an emulated slow phone (alternating with the static page)');
    const firstNumber = await measureFirstNumber(server.baseUrl, pages.filter((_, index) => settings.scale.firstNumberPages.includes(index)));
    progress('Scale: initial JavaScript of each route in Chromium');
    const bundles = await measureInitialJs(server.baseUrl);
    return { seeding: seedFigures(seeding), weights, firstNumber, bundles };
  } finally {
    await server.stop();
  }
}
