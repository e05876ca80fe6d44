// npm run bench: how fast the public read path is on this machine, next to the fastest Node can answer.
// Not a test: it prints a table (and keeps it as JSON under bench-results/) for a person to read.
// Only this file's imports are safe before dependencies are installed; the rest is loaded after.
import path from 'node:path';
import { stopAllChildren } from '../lib/children.mjs';
import { stopOnSignals } from '../lib/stop-on-signals.mjs';
import { tempDirForThisRun } from '../lib/temp-dir.mjs';
import { ensureBuilt, ensureInstalled } from '../workspace.mjs';
import { runCleanups } from './cleanup.mjs';

ensureInstalled();
ensureBuilt();

const workDir = tempDirForThisRun('ghadi-bench-');

/** Stops every child, then removes what lives outside this process (the scale-out's schema and keys). */
async function tearDown() {
  await stopAllChildren();
  await runCleanups();
}

stopOnSignals(tearDown, {
  stopping: "stopping the servers and removing the scale-out's schema and keys",
  leftBehind: 'a bench_* schema or bench*: Redis keys',
});

const { runBenchmark } = await import('./benchmark.mjs');
const { formatReport, saveReport } = await import('./report.mjs');
try {
  const run = await runBenchmark(workDir);
  console.log(`\n${formatReport(run)}`);
  console.log(`\nSaved to ${path.relative(process.cwd(), saveReport(run))}`);
  if (run.scaleOut?.failed) process.exitCode = 1;
} catch (error) {
  console.error(`\n✖ Benchmark failed: ${error.stack ?? error}`);
  process.exitCode = 1;
} finally {
  await tearDown();
}
