// Realistic data through the real API (validation, transactions and all): games, years of daily results
// and a crowd of visitors.
import { randomBytes } from 'node:crypto';
import { callJson, signIn } from './api.mjs';
import { gameInputs, resultFor } from './games.mjs';
import { forEachLimited } from './pool.mjs';
import { settings } from './settings.mjs';
import { daysBackFrom, lastDays, siteToday } from './site-dates.mjs';

function* resultSubmissions(games, days) {
  for (const [gameIndex, game] of games.entries()) {
    for (const [dayIndex, dateTime] of days.entries()) {
      yield { ghadiId: game.id, result: resultFor(gameIndex, dayIndex), dateTime };
    }
  }
}

/**
 * Seeds the server at `baseUrl`; returns the created games and what it took. `days`, when given, replaces
 * the settings' whole years of history with that many days up to today.
 */
export async function seed(baseUrl, { days: dayCount } = {}) {
  const { games: gameCount, years, visitors, concurrency } = settings.seed;
  const started = performance.now();
  const token = await signIn(baseUrl, settings.admin);

  const games = [];
  for (const input of gameInputs(gameCount)) {
    const { data } = await callJson(baseUrl, 'POST', '/api/ghadis', { token, body: input });
    games.push(data);
  }

  const today = siteToday(settings.timeZone);
  const days = dayCount ? lastDays(today, dayCount) : daysBackFrom(today, years);
  await forEachLimited(resultSubmissions(games, days), concurrency, (body) =>
    callJson(baseUrl, 'POST', '/api/agent/my-ghadi/update-result', { token, body }),
  );

  const sessionIds = Array.from({ length: visitors }, () => randomBytes(12).toString('base64url'));
  await forEachLimited(sessionIds, concurrency, (id) =>
    callJson(baseUrl, 'POST', '/api/visitor/track', { headers: { 'x-session-id': id } }),
  );

  return {
    games,
    results: games.length * days.length,
    days: days.length,
    visitors,
    seconds: (performance.now() - started) / 1000,
  };
}
