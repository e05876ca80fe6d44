// Draw time: the public pages under a steady stream of result writes, as when every game's result lands
// within minutes and the admin corrects a few. Each write changes today's result of a game, so it changes
// the home page and its reads; the pages must recompute once per change, not once per reader. Quiet
// slices and slices with writes alternate (like measureAgainstRaw), so both see the same machine.
import { setTimeout as sleep } from 'node:timers/promises';
import { signIn, timedCall } from '../lib/http.mjs';
import { browserHeaders } from '../lib/shared-settings.mjs';
import { siteToday } from '../lib/site-dates.mjs';
import { alternate } from './load.mjs';
import { settings } from './settings.mjs';

/** The pages read during the writes: the home page shows today's result of every game, so every write changes it. */
export const drawTimeScenarios = [
  { key: 'home-page', label: 'GET / (rendered page)', method: 'GET', path: '/', headers: { ...browserHeaders, accept: 'text/html' } },
  { key: 'ghadis', label: 'GET /api/ghadis', method: 'GET', path: '/api/ghadis', headers: browserHeaders },
];

/**
 * Writes today's result of the games in turn at `perSecond` until `stop()` is called; each write changes
 * the value. Resolves with the count of writes acknowledged and failed, and the worst write's time.
 */
function startWriter(baseUrl, { token, games, perSecond }) {
  let stopped = false;
  const figures = { acknowledged: 0, failed: 0, worstMs: 0 };
  const interval = 1000 / perSecond;
  const done = (async () => {
    for (let index = 0, next = performance.now(); !stopped; index += 1, next += interval) {
      await sleep(Math.max(0, next - performance.now()));
      if (stopped) break;
      const game = games[index % games.length];
      const answer = await timedCall(baseUrl, 'POST', '/api/agent/my-ghadi/update-result', {
        token,
        // A value the game cannot hold already: the round through 100 values, offset by the game.
        body: { ghadiId: game.id, result: String((index + games.indexOf(game) * 7) % 100).padStart(2, '0'), dateTime: siteToday(settings.timeZone) },
      });
      if (answer.status === 200) figures.acknowledged += 1;
      else figures.failed += 1;
      figures.worstMs = Math.max(figures.worstMs, answer.ms);
    }
    return figures;
  })();
  return {
    stop: () => {
      stopped = true;
      return done;
    },
  };
}

/**
 * Each page's throughput and p99 at each write rate of settings.drawTime, against the same page quiet in
 * alternating slices. `games` are the seeded games (records with `id`).
 */
export async function measureDrawTime(baseUrl, { games, progress }) {
  const token = await signIn(baseUrl, settings.admin);
  const rows = [];
  for (const perSecond of settings.drawTime.writesPerSecond) {
    for (const scenario of drawTimeScenarios) {
      progress(`draw time: ${scenario.label} quiet, alternating with ${perSecond} writes/s`);
      let writer = null;
      let writes = { acknowledged: 0, failed: 0, worstMs: 0 };
      const { quiet, busy } = await alternate(baseUrl, scenario, {
        beforeBusy: () => {
          writer = startWriter(baseUrl, { token, games, perSecond });
        },
        afterBusy: async () => {
          const slice = await writer.stop();
          writes = { acknowledged: writes.acknowledged + slice.acknowledged, failed: writes.failed + slice.failed, worstMs: Math.max(writes.worstMs, slice.worstMs) };
        },
      });
      rows.push({ key: scenario.key, label: scenario.label, perSecond, quiet, busy, writes });
    }
  }
  return rows;
}
