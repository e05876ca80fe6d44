// One soak, start to finish: start the server, seed it, run the crowd and the agent together for the set
// time while sampling the server's memory, stop the server, and return the figures.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startAppServer } from '../lib/app-server.mjs';
import { portPicker } from '../lib/free-port.mjs';
import { seed, seedFigures } from '../lib/seed.mjs';
import { lastDays, siteToday } from '../lib/site-dates.mjs';
import { runAgentWriter } from './agent-writer.mjs';
import { sampleMemory } from './memory.mjs';
import { publicGroups, runPublicLoad } from './public-load.mjs';
import { settings } from './settings.mjs';

const heapProbe = path.join(path.dirname(fileURLToPath(import.meta.url)), 'heap-probe.cjs');
const nextPort = portPicker(settings.portRange);

// Progress goes to stderr, so stdout holds the report alone.
const progress = (message) => console.error(`› ${message}`);

/** Where the server keeps its data: SOAK_DATABASE_URL, else a new SQLite file in `workDir`. */
function database(workDir) {
  if (settings.databaseUrl) {
    // Names carry the run's time, so repeated runs on one database do not collide.
    return { url: settings.databaseUrl, label: 'SOAK_DATABASE_URL', nameSuffix: ` s${Date.now().toString(36)}` };
  }
  return { url: `sqlite:${path.join(workDir, 'soak.sqlite')}`, label: 'a fresh SQLite file', nameSuffix: '' };
}

/** The built server on `databaseUrl`, with heap-probe.cjs preloaded to write its heap figures to `heapFile`. */
async function startServer(databaseUrl, heapFile) {
  return startAppServer({
    port: await nextPort(),
    databaseUrl,
    timeZone: settings.timeZone,
    admin: settings.admin,
    env: {
      NODE_OPTIONS: [process.env.NODE_OPTIONS, `--require ${JSON.stringify(heapProbe)}`].filter(Boolean).join(' '),
      SOAK_HEAP_FILE: heapFile,
    },
  });
}

export async function runSoak(workDir) {
  const db = database(workDir);
  const heapFile = path.join(workDir, 'heap.json');
  progress(`Starting the server on ${db.label}...`);
  const server = await startServer(db.url, heapFile);
  let stopped = false;
  try {
    const { games: gameCount, days: dayCount, agentGames } = settings.seed;
    progress(`Seeding ${gameCount} games with ${dayCount} days of results and an agent...`);
    const seeded = await seed(server.baseUrl, {
      admin: settings.admin,
      gameCount,
      days: lastDays(siteToday(settings.timeZone), dayCount),
      // The agent's name carries the suffix too: a game belongs to one agent, a user name to one user.
      agent: { UserName: `soak-agent${db.nameSuffix.trim()}`, gameCount: agentGames },
      nameSuffix: db.nameSuffix,
    });

    const seconds = settings.durationSeconds;
    progress(`Soaking for ${seconds} s: public reads, visitor tracking and agent writes at once...`);
    const memory = sampleMemory({ pid: server.pid, heapFile, intervalSeconds: settings.memorySampleSeconds });
    const started = performance.now();
    const crowd = runPublicLoad(server.baseUrl, publicGroups(seeded), seconds);
    const writer = await runAgentWriter(server.baseUrl, seeded, started + seconds * 1000).finally(() => {
      // The writer only ends early by throwing: then the crowd stops too, instead of running on.
      if (performance.now() < started + seconds * 1000) crowd.stop();
    });
    const publicRows = await crowd.done;
    const elapsed = (performance.now() - started) / 1000;
    const memorySummary = memory.stop();

    progress('Stopping the server (SIGTERM)...');
    await server.stop();
    stopped = true;
    return {
      seconds: elapsed,
      database: db.label,
      pid: server.pid,
      baseUrl: server.baseUrl,
      seed: seedFigures(seeded),
      publicRows,
      writer,
      memory: memorySummary,
      serverExit: server.child.exitCode ?? server.child.signalCode,
    };
  } finally {
    if (!stopped) await server.stop();
  }
}
