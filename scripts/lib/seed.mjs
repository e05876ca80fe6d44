// Realistic data through the real API (validation, transactions and all): games, daily results, and
// optionally a crowd of visitors and an agent who runs some of the games.
import { randomBytes } from 'node:crypto';
import { callJson, signIn } from './http.mjs';
import { forEachLimited } from './for-each-limited.mjs';
import { gameInputs, resultFor } from './sample-games.mjs';

// Requests in flight while seeding: enough to keep the server busy, few enough not to queue.
const CONCURRENCY = 8;

/** Every result the seed publishes, as { game, dateTime, result }. */
export function* seededResults(games, days) {
  for (const [gameIndex, game] of games.entries()) {
    for (const [dayIndex, dateTime] of days.entries()) yield { game, dateTime, result: resultFor(gameIndex, dayIndex) };
  }
}

async function createAgent(baseUrl, adminToken, { UserName, games }) {
  const credentials = { UserName, Password: randomBytes(12).toString('base64url') };
  const { data: agent } = await callJson(baseUrl, 'POST', '/api/users', {
    token: adminToken,
    body: { ...credentials, DisplayName: UserName, email: `${UserName}@example.com` },
  });
  await callJson(baseUrl, 'POST', '/api/usermaps', {
    token: adminToken,
    body: { User_Id: agent.User_Id, GID: games.map((game) => game.GID) },
  });
  return { games, token: await signIn(baseUrl, credentials) };
}

/**
 * Seeds the server at `baseUrl` as `admin`: `gameCount` games with a result on each of `days`, then
 * `visitors` tracked page loads, then, when `agent` ({ UserName, gameCount }) is given, an agent assigned
 * the first games. `nameSuffix` keeps names apart from an earlier run's on a database that is not fresh
 * (a game's name is unique on the site). Returns what was made and how long it took.
 */
export async function seed(baseUrl, { admin, gameCount, days, visitors = 0, agent, nameSuffix = '' }) {
  const started = performance.now();
  const token = await signIn(baseUrl, admin);

  const games = [];
  for (const input of gameInputs(gameCount)) {
    const body = { ...input, NameEn: input.NameEn + nameSuffix };
    const { data } = await callJson(baseUrl, 'POST', '/api/ghadis', { token, body });
    games.push(data);
  }

  await forEachLimited(seededResults(games, days), CONCURRENCY, ({ game, dateTime, result }) =>
    callJson(baseUrl, 'POST', '/api/agent/my-ghadi/update-result', {
      token,
      body: { ghadiId: game.id, result, dateTime },
    }),
  );

  const sessionIds = Array.from({ length: visitors }, () => randomBytes(12).toString('base64url'));
  await forEachLimited(sessionIds, CONCURRENCY, (id) =>
    callJson(baseUrl, 'POST', '/api/visitor/track', { headers: { 'x-session-id': id } }),
  );

  const agentSession = agent
    ? await createAgent(baseUrl, token, { UserName: agent.UserName, games: games.slice(0, agent.gameCount) })
    : null;

  return {
    games,
    days,
    results: games.length * days.length,
    visitors,
    agent: agentSession,
    seconds: (performance.now() - started) / 1000,
  };
}

/** What a report says about a seed: plain figures, without the records and the agent's token. */
export const seedFigures = ({ games, days, results, visitors, agent, seconds }) => ({
  games: games.length,
  days: days.length,
  results,
  visitors,
  agentGames: agent?.games.length ?? 0,
  seconds,
});
