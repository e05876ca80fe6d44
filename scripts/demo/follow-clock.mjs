// Keeps the demo's today moving: each game's agent publishes its result some minutes after its time,
// the holiday game is marked off, one result is corrected, and days the demo was not running are filled.
import contracts from '@ghadi/contracts';
import { agentOfGame, correctedResult, demoAccounts, demoGames, demoResult } from './demo-data.mjs';
import { addDays, datesBetween, drawDateIn, parseResultTime, siteMinutes } from './demo-clock.mjs';

const { apiPaths } = contracts;
const TICK_MS = 15_000;
// A demo restarted after a pause fills at most this many missed days.
const CATCH_UP_DAYS = 31;
// Minutes after its publication that the corrected game's number is corrected.
const CORRECTION_AFTER = 6;

const monthsOf = (dates) => [...new Set(dates.map((date) => date.slice(0, 7)))].map((month) => month.split('-').map(Number));

/** The demo game behind each site game, by English name. */
function byDemoGame(games) {
  return games.flatMap((game) => {
    const index = demoGames.findIndex((spec) => spec.NameEn === game.NameEn);
    return index === -1 ? [] : [{ index, spec: demoGames[index], game }];
  });
}

/** Results missing before today (the demo was stopped), but on holidays. */
async function fillMissedDays(api, games, today) {
  const dates = datesBetween(addDays(today, -CATCH_UP_DAYS), addDays(today, -1));
  const known = new Set();
  for (const [year, month] of monthsOf(dates)) {
    for (const result of await api.monthResults(year, month)) known.add(`${result.GID}:${result.DateTime}`);
    for (const holiday of await api.monthHolidays(year, month)) known.add(`${holiday.GID}:${holiday.DateTime}`);
  }
  for (const date of dates) {
    for (const { index, game } of games) {
      if (!known.has(`${game.GID}:${date}`)) await api.publish(demoAccounts.admin, game, demoResult(index, date), date);
    }
  }
}

/**
 * What is due now for one game of today's board. Returns what it published, with the minute of the day the
 * publication belongs at (its time's, not the clock's, when the demo was not running then); null for nothing.
 */
async function followGame(api, { index, spec, game }, state, { today, minutes }) {
  const due = parseResultTime(game.RTime);
  if (due === null || state.state === 'holiday') return null;
  const agent = demoAccounts.agents[agentOfGame(index)];
  const publishAt = due + spec.delay;
  if ((state.state === 'upcoming' || state.state === 'awaited') && minutes >= publishAt) {
    await api.publish(agent, game, demoResult(index, today), today);
    return { gid: game.GID, date: today, minute: publishAt };
  }
  if (spec.corrected && state.state === 'declared' && minutes >= publishAt + CORRECTION_AFTER) {
    await api.publish(agent, game, correctedResult(state.result), today);
    return { gid: game.GID, date: today, minute: publishAt + CORRECTION_AFTER };
  }
  return null;
}

/** One look at the clock: new day chores once a day, then each game's due publication; returns those made. */
async function tick(api, timeZone, memory) {
  const today = drawDateIn(timeZone);
  const games = byDemoGame(await api.games());
  if (memory.day !== today) {
    await fillMissedDays(api, games, today);
    const holiday = games.find(({ spec }) => spec.holiday);
    const board = await api.drawDay();
    const holidayState = board.games.find((entry) => entry.GID === holiday?.game.GID);
    if (holiday && holidayState && holidayState.result === null) {
      await api.as(demoAccounts.admin)('PUT', apiPaths.holiday.url(holiday.game.id, today));
    }
    memory.day = today;
  }
  const board = await api.drawDay();
  const states = new Map(board.games.map((entry) => [entry.GID, entry]));
  const clock = { today, minutes: siteMinutes(timeZone) };
  const published = [];
  for (const entry of games) {
    const state = states.get(entry.game.GID);
    const made = state && (await followGame(api, entry, state, clock));
    if (made) published.push(made);
  }
  return published;
}

/**
 * The looks the clock follower missed while the demo was not running (its first start included): today's
 * results and correction already due are published now, each returned with the minute it belongs at, for
 * the demo to date them there (declare-at.mjs) rather than at its start. Returns the follower's memory too.
 */
export async function catchUpToday(api, { timeZone }) {
  const memory = { day: undefined };
  const published = [];
  // A correction is due only once its result shows declared: on the look after the publication.
  for (let look = 0; look < 3; look += 1) {
    const made = await tick(api, timeZone, memory);
    if (made.length === 0) break;
    published.push(...made);
  }
  return { memory, published };
}

/** Runs until the process ends, from catchUpToday's memory; a failed look is reported and retried on the next tick. */
export async function followClock(api, { timeZone, report, memory }) {
  for (;;) {
    await tick(api, timeZone, memory).catch((error) => report(`demo clock: ${error.message}`));
    await new Promise((resolve) => setTimeout(resolve, TICK_MS));
  }
}
