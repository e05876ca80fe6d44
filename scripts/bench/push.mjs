// Push latency against a running server: how long after a result write is acknowledged its push reaches the
// push service. A local push service (this script) stands in for the browsers' ones; one subscription follows
// every game, and each publish changes a game's result for today, so each sends exactly one push.
// Publishes run one at a time: the figure is the path of one push, not a queue under load.
import { createECDH, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import { apiPaths } from '@ghadi/contracts/api-paths';
import { callJson, signIn } from '../lib/http.mjs';
import { gameInputs } from '../lib/sample-games.mjs';
import { siteToday } from '../lib/site-dates.mjs';

const HELP = `Usage: node scripts/bench/push.mjs --base-url URL --user NAME --password SECRET [options]

Publishes --results results (default 100) through the API and prints the median and worst time from the
write's acknowledgement (its response received) to the push request received by a local push service.

The server must already run, built, with push on and this script's push service allowed, e.g.:
  VAPID_SUBJECT=mailto:you@your-domain PUSH_SERVICE_HOSTS=http://127.0.0.1:4599 npm start
(PUSH_SERVICE_HOSTS replaces the default list; the port must match --push-port.)

Options:
  --base-url URL      the server (default http://127.0.0.1:8080)
  --user NAME         a user who may publish: the admin, or an agent assigned the games (default admin)
  --password SECRET   that user's password (default: ADMIN_PASSWORD)
  --games N           games to spread the results over, created when missing (default 10, at most 20)
  --results N         results to publish (default 100)
  --push-port PORT    where the local push service listens on 127.0.0.1 (default 4599)
  --time-zone ZONE    the server's SITE_TIMEZONE (default Asia/Kolkata)
  --timeout-ms MS     the longest wait for one push before giving up (default 30000)
  --help              this text

Use a database you can spare: it publishes today's results for the sample games (Desawar, Faridabad, ...).`;

const { values: options } = parseArgs({
  options: {
    'base-url': { type: 'string', default: 'http://127.0.0.1:8080' },
    user: { type: 'string', default: 'admin' },
    password: { type: 'string', default: process.env.ADMIN_PASSWORD },
    games: { type: 'string', default: '10' },
    results: { type: 'string', default: '100' },
    'push-port': { type: 'string', default: '4599' },
    'time-zone': { type: 'string', default: process.env.SITE_TIMEZONE ?? 'Asia/Kolkata' },
    'timeout-ms': { type: 'string', default: '30000' },
    help: { type: 'boolean', default: false },
  },
});
if (options.help) {
  console.log(HELP);
  process.exit(0);
}
if (!options.password) {
  console.error('Give the password: --password or ADMIN_PASSWORD (see --help)');
  process.exit(2);
}
const baseUrl = options['base-url'];
const port = Number(options['push-port']);
const [gameCount, resultCount, timeoutMs] = [Number(options.games), Number(options.results), Number(options['timeout-ms'])];

/** The local push service: answers 201 and wakes whoever waits for a push on that endpoint. */
function startPushService() {
  const waiting = new Map();
  const server = createServer((request, response) => {
    const at = performance.now();
    request.resume();
    request.on('end', () => {
      response.writeHead(201).end();
      waiting.get(request.url)?.(at);
      waiting.delete(request.url);
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolve({
        nextPushAt: (path) =>
          new Promise((done, fail) => {
            const timer = setTimeout(() => fail(new Error(`no push for ${path} within ${timeoutMs} ms: is PUSH_SERVICE_HOSTS=http://127.0.0.1:${port} set?`)), timeoutMs);
            waiting.set(path, (at) => {
              clearTimeout(timer);
              done(at);
            });
          }),
        close: () => new Promise((done) => server.close(done)),
      }),
    );
  });
}

/** A browser's subscription to the local service: real keys, so the server can encrypt to it. */
function subscription() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint: `http://127.0.0.1:${port}/bench/${Date.now()}`,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
}

/** The sample games' ids and today's results, creating the games that are missing. */
async function ensureGames(token) {
  const existing = new Map((await callJson(baseUrl, 'GET', apiPaths.ghadis)).data.map((game) => [game.NameEn, game]));
  const games = [];
  for (const input of gameInputs(gameCount)) {
    const found = existing.get(input.NameEn);
    const id = found?._id ?? (await callJson(baseUrl, 'POST', apiPaths.ghadis, { token, body: input })).data._id;
    games.push({ id, today: found?.TodayResult ?? null });
  }
  return games;
}

const percentile = (sorted, share) => sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];

const service = await startPushService();
const token = await signIn(baseUrl, { UserName: options.user, Password: options.password });
const games = await ensureGames(token);
const browser = subscription();
const path = new URL(browser.endpoint).pathname;
try {
  await callJson(baseUrl, 'PUT', apiPaths.pushSubscriptions, { body: { subscription: browser, ghadiIds: games.map((game) => game.id) } });
  const today = siteToday(options['time-zone']);
  const latencies = [];
  for (let round = 0; round < resultCount; round += 1) {
    const game = games[round % games.length];
    // A value other than the game's current one, so every publish is a change that sends.
    let value = (round * 7) % 100;
    if (String(value).padStart(2, '0') === game.today) value = (value + 1) % 100;
    game.today = String(value).padStart(2, '0');
    const pushed = service.nextPushAt(path);
    await callJson(baseUrl, 'POST', apiPaths.updateResult, { token, body: { ghadiId: game.id, result: game.today, dateTime: today } });
    const acknowledged = performance.now();
    latencies.push((await pushed) - acknowledged);
  }
  const sorted = [...latencies].sort((x, y) => x - y);
  console.log(`push latency, write acknowledged -> push received, over ${sorted.length} results on ${games.length} games:`);
  console.log(`  median ${percentile(sorted, 0.5).toFixed(1)} ms, p95 ${percentile(sorted, 0.95).toFixed(1)} ms, worst ${sorted.at(-1).toFixed(1)} ms`);
} finally {
  // Unsubscribed again, so the server does not keep sending to a service that is gone.
  await callJson(baseUrl, 'PUT', apiPaths.pushSubscriptions, { body: { subscription: browser, ghadiIds: [] } }).catch(() => {});
  await service.close();
}
