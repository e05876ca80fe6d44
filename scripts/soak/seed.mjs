// A modest, realistic site through the real API: games, two months of daily results, and one agent
// who runs a few of the games. Returns what the load needs, including every result as seeded.
import { randomBytes } from 'node:crypto';
import { callJson, signIn } from '../bench/api.mjs';
import { gameInputs, resultFor } from '../bench/games.mjs';
import { forEachLimited } from '../bench/pool.mjs';
import { lastDays, siteToday } from './dates.mjs';
import { settings } from './settings.mjs';

export const resultKey = (gid, date) => `${gid}|${date}`;

/**
 * `nameSuffix` keeps game and agent names apart from an earlier run's when the database is not fresh
 * (SOAK_DATABASE_URL): a name is unique on the site, and a game belongs to one agent.
 */
export async function seed(baseUrl, { nameSuffix = '' } = {}) {
  const { games: gameCount, days: dayCount, agentGames, concurrency } = settings.seed;
  const started = performance.now();
  const adminToken = await signIn(baseUrl, settings.admin);

  const games = [];
  for (const input of gameInputs(gameCount)) {
    const body = { ...input, NameEn: input.NameEn + nameSuffix };
    const { data } = await callJson(baseUrl, 'POST', '/api/ghadis', { token: adminToken, body });
    games.push(data);
  }

  const days = lastDays(siteToday(settings.timeZone), dayCount);
  const expected = new Map();
  const submissions = games.flatMap((game, gameIndex) =>
    days.map((dateTime, dayIndex) => ({ game, dateTime, result: resultFor(gameIndex, dayIndex) })),
  );
  await forEachLimited(submissions, concurrency, async ({ game, dateTime, result }) => {
    await callJson(baseUrl, 'POST', '/api/agent/my-ghadi/update-result', {
      token: adminToken,
      body: { ghadiId: game.id, result, dateTime },
    });
    expected.set(resultKey(game.GID, dateTime), result);
  });

  const agentCredentials = {
    UserName: `soak-agent${nameSuffix.trim().replace(/\s+/g, '-')}`,
    Password: randomBytes(12).toString('base64url'),
  };
  const { data: agent } = await callJson(baseUrl, 'POST', '/api/users', {
    token: adminToken,
    body: {
      ...agentCredentials,
      DisplayName: 'Soak Agent',
      email: 'soak-agent@example.com',
    },
  });
  const assigned = games.slice(0, agentGames);
  await callJson(baseUrl, 'POST', '/api/usermaps', {
    token: adminToken,
    body: { User_Id: agent.User_Id, GID: assigned.map((game) => game.GID) },
  });
  const agentToken = await signIn(baseUrl, agentCredentials);

  return {
    games,
    agentGames: assigned,
    agentToken,
    days,
    expected,
    results: submissions.length,
    seconds: (performance.now() - started) / 1000,
  };
}
