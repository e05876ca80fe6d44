// npm run bench:reads: the cached listing against raw node:http (as npm run bench measures it) and the
// public pages under result writes (draw-time.mjs, only here so far), on a site of this month and the
// last, in a few minutes: for working on the read path. Not a test: it prints a table.
import path from 'node:path';
import { startAppServer } from '../lib/app-server.mjs';
import { startNode, stopAllChildren, stopChild } from '../lib/children.mjs';
import { portPicker } from '../lib/free-port.mjs';
import { integer, ms, percent } from '../lib/format-figures.mjs';
import { probe } from '../lib/http.mjs';
import { seed } from '../lib/seed.mjs';
import { lastDays, siteToday } from '../lib/site-dates.mjs';
import { stopOnSignals } from '../lib/stop-on-signals.mjs';
import { formatTable } from '../lib/table.mjs';
import { tempDirForThisRun } from '../lib/temp-dir.mjs';
import { waitReady } from '../lib/wait-ready.mjs';
import { ensureBuilt, ensureInstalled, root } from '../workspace.mjs';

ensureInstalled();
ensureBuilt();
stopOnSignals(stopAllChildren, { stopping: 'stopping the servers', leftBehind: 'nothing' });

const { measureDrawTime } = await import('./draw-time.mjs');
const { measureAgainstRaw } = await import('./load.mjs');
const { listingRequest } = await import('./scenarios.mjs');
const { settings } = await import('./settings.mjs');

const progress = (message) => console.error(`› ${message}`);
const nextPort = portPicker(settings.portRange);
const workDir = tempDirForThisRun('ghadi-bench-reads-');
// Enough for the home page's month and the game pages' last month; the cached reads do not grow with history.
const SEED_DAYS = 62;

const server = await startAppServer({
  port: await nextPort(),
  databaseUrl: `sqlite:${path.join(workDir, 'reads.sqlite')}`,
  timeZone: settings.timeZone,
  admin: settings.admin,
});
try {
  progress(`Seeding ${settings.seed.games} games with ${SEED_DAYS} days of results...`);
  const { games } = await seed(server.baseUrl, { admin: settings.admin, gameCount: settings.seed.games, days: lastDays(siteToday(settings.timeZone), SEED_DAYS) });

  const { bytes } = await probe(server.baseUrl, listingRequest);
  const rawPort = await nextPort();
  const raw = startNode(path.join(root, 'scripts', 'bench', 'raw-server.mjs'), { args: [String(rawPort), String(bytes)] });
  const rawBaseUrl = `http://127.0.0.1:${rawPort}`;
  await waitReady(raw, rawBaseUrl);
  progress(`cache on: ${listingRequest.path}, alternating with raw node:http (${bytes} bytes)`);
  const cached = await measureAgainstRaw(server.baseUrl, listingRequest, rawBaseUrl, listingRequest).finally(() => stopChild(raw));

  const drawTime = await measureDrawTime(server.baseUrl, { games, progress });

  const columns = ['Row', 'req/s', 'p50 ms', 'p99 ms', 'vs', 'share', 'note'].map((title, index) => ({ title, align: index === 0 || index === 6 ? 'left' : 'right' }));
  const rows = [
    [`cached ${listingRequest.path}`, integer(cached.result.requestsPerSecond), ms(cached.result.p50Ms), ms(cached.result.p99Ms), integer(cached.raw.requestsPerSecond), percent(cached.result.requestsPerSecond / cached.raw.requestsPerSecond), `raw node:http, ${settings.connections} connections; target 80%`],
    ...drawTime.map(({ label, perSecond, quiet, busy, writes }) => [
      `${label}, ${perSecond} writes/s`,
      integer(busy.requestsPerSecond),
      ms(busy.p50Ms),
      ms(busy.p99Ms),
      integer(quiet.requestsPerSecond),
      percent(busy.requestsPerSecond / quiet.requestsPerSecond),
      `quiet (p99 ${ms(quiet.p99Ms)}); ${writes.acknowledged} writes (${writes.failed} failed, worst ${ms(writes.worstMs)} ms)`,
    ]),
  ];
  console.log(formatTable(columns, rows));
} finally {
  await stopAllChildren();
}
