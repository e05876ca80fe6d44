// The agent at work: a few results a second for their games, today's draw and past days, each checked on
// the very next public read. A write the server acknowledged and a public read then missed is a stale
// read; an acknowledgement whose previousResult is not the last value written means a write was lost.
import { setTimeout as sleep } from 'node:timers/promises';
import { timedCall } from '../lib/http.mjs';
import { seededResults } from '../lib/seed.mjs';
import { monthOf, siteToday } from '../lib/site-dates.mjs';
import { groupRow, newGroup, record } from './request-group.mjs';
import { settings } from './settings.mjs';

const MAX_DETAILS = 5;

const resultKey = (gid, date) => `${gid}|${date}`;

/** A two-digit result other than `current`, so every write changes what the public sees. */
function freshResult(current) {
  for (;;) {
    const value = String(Math.floor(Math.random() * 100)).padStart(2, '0');
    if (value !== current) return value;
  }
}

const gamePath = (game) => `/api/results/${encodeURIComponent(game.NameEn.toLowerCase())}`;

/** Writes until `deadline` (a performance.now() time) as the seeded agent; resolves with the writer's figures. */
export async function runAgentWriter(baseUrl, { games, days, agent }, deadline) {
  const writes = newGroup('POST update-result (agent)');
  const reads = newGroup('GET check after each write');
  const figures = { acknowledged: 0, checks: 0, staleReads: 0, lostWrites: 0, today: 0, past: 0, details: [] };
  const note = (message) => figures.details.length < MAX_DETAILS && figures.details.push(message);
  // The last value acknowledged for each game and date, starting from the seed's.
  const expected = new Map();
  for (const { game, dateTime, result } of seededResults(games, days)) expected.set(resultKey(game.GID, dateTime), result);
  const pastDays = days.slice(0, -1);
  const interval = 1000 / settings.agentWritesPerSecond;
  const timeoutMs = settings.requestTimeoutSeconds * 1000;

  /** One public read that must show `value` for `game` on `date`; counts it stale if it does not. */
  const check = async (path, game, date, value, pick) => {
    const answer = await timedCall(baseUrl, 'GET', path, { timeoutMs });
    if (!record(reads, answer)) return;
    figures.checks += 1;
    const seen = pick(answer.body?.data ?? []);
    if (seen !== value) {
      figures.staleReads += 1;
      note(`stale: ${path} showed ${JSON.stringify(seen)} for ${game.NameEn} ${date}, acknowledged ${value}`);
    }
  };

  for (let index = 0, next = performance.now(); next < deadline; index += 1, next += interval) {
    await sleep(Math.max(0, next - performance.now()));
    const game = agent.games[index % agent.games.length];
    // Today as the server counts it, asked at the moment of writing (the run may cross midnight).
    const today = siteToday(settings.timeZone);
    const date = Math.random() < settings.todayShare ? today : pastDays[Math.floor(Math.random() * pastDays.length)];
    const key = resultKey(game.GID, date);
    const before = expected.get(key) ?? null;
    const value = freshResult(before);

    const answer = await timedCall(baseUrl, 'POST', '/api/agent/my-ghadi/update-result', {
      token: agent.token,
      body: { ghadiId: game.id, result: value, dateTime: date },
      timeoutMs,
    });
    if (!record(writes, answer)) {
      note(`write failed: ${game.NameEn} ${date} -> ${answer.error ?? `${answer.status} ${answer.text?.slice(0, 200)}`}`);
      continue;
    }
    figures.acknowledged += 1;
    expected.set(key, value);
    if (answer.body?.previousResult !== before) {
      figures.lostWrites += 1;
      note(`lost: ${game.NameEn} ${date} replaced ${answer.body?.previousResult}, last acknowledged ${before}`);
    }

    const resultOn = (rows) => rows.find((row) => row.GID === game.GID && row.DateTime === date)?.Result ?? null;
    if (date === today) {
      figures.today += 1;
      // The home page's list carries today's result of every game...
      await check('/api/ghadis', game, date, value, (rows) => rows.find((row) => row.GID === game.GID)?.TodayResult ?? null);
      // ...and the game's chart, opened without a month, shows the current one.
      await check(gamePath(game), game, date, value, resultOn);
    } else {
      figures.past += 1;
      const { month, year } = monthOf(date);
      await check(`${gamePath(game)}?month=${month}&year=${year}`, game, date, value, resultOn);
    }
  }
  return { rows: [groupRow(writes), groupRow(reads)], ...figures };
}
