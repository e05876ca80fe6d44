// The demo's first run: games, agents and their games, site texts, and the history of results.
import { randomBytes } from 'node:crypto';
import contracts from '@ghadi/contracts';
import { forEachLimited } from '../lib/for-each-limited.mjs';
import { agentOfGame, correctedResult, demoAccounts, demoContentBlocks, demoGames, demoResult } from './demo-data.mjs';
import { addDays, datesBetween, drawDateIn, formatResultTime, siteMinutes, weekdayOf } from './demo-clock.mjs';

const { apiPaths } = contracts;
// Requests in flight while seeding: keeps the server busy without queueing.
const CONCURRENCY = 8;
const VISITS = 400;

/** Every past result of the history: one per game and day, but the holiday game's Sundays. */
function* historyResults(games, dates) {
  for (const date of dates) {
    for (const [index, spec] of demoGames.entries()) {
      if (spec.holiday && weekdayOf(date) === 0) continue;
      yield { index, game: games[index], date };
    }
  }
}

/**
 * Seeds an empty demo site through the API: result times placed around the current time of day so that
 * every state shows at once, `historyDays` days of results before today, the holiday game's Sundays marked
 * off, and some corrections in the past. Today's results are the clock follower's (follow-clock.mjs).
 */
export async function seedDemo(api, { timeZone, historyDays, progress }) {
  const admin = api.as(demoAccounts.admin);
  const now = siteMinutes(timeZone);
  // Rounded to five minutes, in the order of the day, as a time table reads.
  const placed = demoGames
    .map((spec, index) => ({ index, minutes: ((Math.round((now + spec.offset) / 5) * 5) % 1440 + 1440) % 1440 }))
    .sort((a, b) => a.minutes - b.minutes);
  const games = [];
  for (const [order, { index, minutes }] of placed.entries()) {
    const { NameEn, NameHn } = demoGames[index];
    const { data } = await admin('POST', apiPaths.ghadis, { NameEn, NameHn, RTime: formatResultTime(minutes), OrderId: order + 1 });
    games[index] = data;
  }
  progress(`${games.length} games`);

  for (const [agentIndex, account] of demoAccounts.agents.entries()) {
    const { data: agent } = await admin('POST', apiPaths.users, account);
    const GID = games.filter((_, index) => agentOfGame(index) === agentIndex).map((game) => game.GID);
    await admin('POST', apiPaths.userMaps, { User_Id: agent.User_Id, GID });
  }
  progress(`${demoAccounts.agents.length} agents with their games`);

  for (const block of demoContentBlocks) await admin('POST', apiPaths.contentBlocks, { ...block, isActive: true });

  const today = drawDateIn(timeZone);
  const dates = datesBetween(addDays(today, -historyDays), addDays(today, -1));
  const holidayIndex = demoGames.findIndex((spec) => spec.holiday);
  const sundays = dates.filter((date) => weekdayOf(date) === 0);
  await forEachLimited(sundays, CONCURRENCY, (date) => admin('PUT', apiPaths.holiday.url(games[holidayIndex].id, date)));

  let published = 0;
  await forEachLimited(historyResults(games, dates), CONCURRENCY, async ({ index, game, date }) => {
    const value = demoResult(index, date);
    await api.publish(demoAccounts.admin, game, value, date);
    // Every ninth day the corrected game's first number was wrong.
    if (demoGames[index].corrected && Number(date.slice(8)) % 9 === 0) await api.publish(demoAccounts.admin, game, correctedResult(value), date);
    published += 1;
    if (published % 2000 === 0) progress(`${published} past results`);
  });
  progress(`${published} past results over ${dates.length} days`);

  await forEachLimited(Array.from({ length: VISITS }, () => randomBytes(12).toString('base64url')), CONCURRENCY, api.visit);
}
