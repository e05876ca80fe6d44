// The knobs of `npm run bench`, in one place. Only the measured duration is read from the environment:
// the rest define what the published figures mean, so changing them belongs in a reviewed diff.
import { positiveNumber, sharedSettings } from '../lib/shared-settings.mjs';

export const settings = {
  ...sharedSettings,
  durationSeconds: positiveNumber(process.env.BENCH_DURATION, 10),
  // Lets the JIT and the server's caches settle, so the measured seconds are steady state.
  warmupSeconds: 2,
  // A row and the raw limit alternate in this many slices of the row's duration (load.mjs).
  slices: 5,
  // Far more than 2 cores can serve at once: the server, not the client's concurrency, is the bottleneck.
  connections: 100,
  // Clear of the browser suite's 4380-4390, so both can run on one machine.
  portRange: [4500, 4599],
  admin: { UserName: 'bench-admin', Password: 'bench-admin-password' },
  seed: { games: 20, years: 3, visitors: 2000 },
  chromiumPath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  bundleRoutes: ['/', '/hi/', '/admin/login', '/agent/login'],
  // The budget for the home page's JavaScript with server rendering and hydration, in either language (issue 37).
  publicRouteTargetBytes: 100 * 1024,
  // A real site's size (scale.mjs): 40 games, results from the first of last month. Each page's gzipped HTML
  // at most pageWeightRatio times the same page as static HTML, and its first result number at most
  // firstNumberRatio times later; firstNumberPages are indexes in weighedPages (page-weights.mjs), as that
  // timing takes a minute a page.
  scale: { games: 40, pageWeightRatio: 1.5, firstNumberRatio: 1.15, firstNumberPages: [0, 2, 5, 6] },
  // Draw time (draw-time.mjs): the public pages' throughput under this many result writes a second, each
  // against the same pages quiet; issue 37's floors for the share kept, and the p99 ceiling at the first rate.
  drawTime: { writesPerSecond: [3, 10], keptAtLeast: { 3: 0.9, 10: 0.7 }, p99AtMostMs: { 3: 25 } },
  // Sequential cache-miss renders per page (render-time.mjs).
  renderSamples: 300,
  // Two instances on shared PostgreSQL and Redis behind HAProxy (scale-out.mjs); skipped when either
  // service is not reachable here, or HAProxy can be neither found nor installed.
  scaleOut: {
    instances: 2,
    postgresUrl: 'postgres://postgres@127.0.0.1:5432/test',
    redisUrl: 'redis://127.0.0.1:6379',
    // Days of history to seed instead of the whole years above, should seeding PostgreSQL through HAProxy
    // get too slow (here about 2 minutes, twice SQLite's). The rows read only the game list and this month.
    seedDays: null,
    // The main public reads, by scenario key (scenarios.mjs).
    rows: ['ghadis', 'results', 'ghadis-304'],
  },
};
