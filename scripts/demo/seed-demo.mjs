// The demo's first run: games, agents and their games, site texts, and the history of results.
import { randomBytes } from 'node:crypto';
import contracts from '@ghadi/contracts';
import { forEachLimited } from '../lib/for-each-limited.mjs';
import { agentOfGame, correctedResult, demoAccounts, demoContentBlocks, demoContentBlocksHindi, demoGames, demoResult } from './demo-data.mjs';
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
      yield { index, spec, game: games[index], date, value: demoResult(index, date) };
    }
  }
}

/** An import file, as the CSV downloads write one: a game's number, a date and a result per row. */
const importFile = (rows) => ['gid,date,result', ...rows.map(({ game, date, value }) => `${game.GID},${date},${value}`)].join('\n');

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

  for (const block of [...demoContentBlocks, ...demoContentBlocksHindi]) await admin('POST', apiPaths.contentBlocks, { ...block, isActive: true });

  const today = drawDateIn(timeZone);
  const dates = datesBetween(addDays(today, -historyDays), addDays(today, -1));
  const holidayIndex = demoGames.findIndex((spec) => spec.holiday);
  const sundays = dates.filter((date) => weekdayOf(date) === 0);
  await forEachLimited(sundays, CONCURRENCY, (date) => admin('PUT', apiPaths.holiday.url(games[holidayIndex].id, date)));

  // The history arrives as an admin brings in years of results from another site: one import, then a second
  // for the corrected game, whose first number was wrong every ninth day. A few requests, not one per result.
  const history = [...historyResults(games, dates)];
  const { added } = await admin.importCsv(importFile(history));
  const corrections = history
    .filter(({ spec, date }) => spec.corrected && Number(date.slice(8)) % 9 === 0)
    .map((row) => ({ ...row, value: correctedResult(row.value) }));
  const { changed } = await admin.importCsv(importFile(corrections));
  progress(`${added} past results over ${dates.length} days, ${changed} of them corrected, imported`);

  await forEachLimited(Array.from({ length: VISITS }, () => randomBytes(12).toString('base64url')), CONCURRENCY, api.visit);
}
