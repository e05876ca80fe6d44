// npm run demo: the site on its own database file, seeded on first run with a labelled, invented data set
// whose today follows the clock. `npm start` never does any of this.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { stopChild } from './lib/children.mjs';
import { waitReady } from './lib/wait-ready.mjs';
import { requireSupportedNode } from './lib/supported-node.mjs';
import { ensureBuilt, ensureInstalled, root } from './workspace.mjs';

requireSupportedNode();
ensureInstalled();
ensureBuilt();

// Loaded only now: they import @ghadi/contracts, which a fresh clone has only after the install and build.
const { demoAccounts } = await import('./demo/demo-data.mjs');
const { demoApi } = await import('./demo/demo-api.mjs');
const { catchUpToday, followClock } = await import('./demo/follow-clock.mjs');
const { declareAt } = await import('./demo/declare-at.mjs');
const { seedDemo } = await import('./demo/seed-demo.mjs');

const port = Number(process.env.PORT || 8080);
// Never the real site's file; DEMO_DATABASE lets a test run a demo of its own.
const databaseFile = path.resolve(root, process.env.DEMO_DATABASE || 'data/demo.sqlite');
const timeZone = process.env.SITE_TIMEZONE || 'Asia/Kolkata';
// Two years; DEMO_HISTORY_DAYS shortens it (tests).
const historyDays = Number(process.env.DEMO_HISTORY_DAYS || 730);

const serverEnv = {
  ...process.env,
  PORT: String(port),
  DATABASE_URL: `sqlite:${databaseFile}`,
  SITE_TIMEZONE: timeZone,
  DEMO_MODE: 'on',
  ADMIN_USERNAME: demoAccounts.admin.UserName,
  ADMIN_PASSWORD: demoAccounts.admin.Password,
  LOG_LEVEL: process.env.LOG_LEVEL || 'warn',
};
/** The site's server, ready; the demo ends with it, unless the demo stops it itself (its stop). */
async function startServer() {
  const child = spawn(process.execPath, [path.join(root, 'server', 'dist', 'server.js')], { cwd: root, stdio: ['ignore', 'inherit', 'inherit'], env: serverEnv });
  const endDemo = (code, signal) => process.exit(code ?? (signal ? 0 : 1));
  child.on('exit', endDemo);
  await waitReady(child, `http://127.0.0.1:${port}/health/ready`);
  return { child, stop: () => (child.off('exit', endDemo), stopChild(child)) };
}
let server = await startServer();
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.child.kill(signal));

const baseUrl = `http://localhost:${port}`;
const api = demoApi(`http://127.0.0.1:${port}`);
const say = (line) => console.log(`› ${line}`);
// An empty site is seeded: the first run, or one stopped before it had made any game.
if ((await api.games()).length === 0) {
  say(`Seeding the demo data set into ${path.relative(root, databaseFile)} (first run only)...`);
  await seedDemo(api, { timeZone, historyDays, progress: say });
}
// What fell due while the demo was not running is published now and dated when it was due, before anyone
// looks: with the server stopped, which then starts with nothing of today in memory.
const { memory, published } = await catchUpToday(api, { timeZone });
if (published.length > 0) {
  await server.stop();
  declareAt(databaseFile, published, timeZone);
  server = await startServer();
}
const [agent] = demoAccounts.agents;
console.log(
  [
    '',
    `Demo site (invented data): ${baseUrl}`,
    `  Admin: ${demoAccounts.admin.UserName} / ${demoAccounts.admin.Password}   ${baseUrl}/admin/login`,
    `  Agent: ${agent.UserName} / ${agent.Password}   ${baseUrl}/agent/login`,
    `Today's results follow the clock while this runs. Delete ${path.relative(root, databaseFile)} to start over.`,
    '',
  ].join('\n'),
);
await followClock(api, { timeZone, report: say, memory });
