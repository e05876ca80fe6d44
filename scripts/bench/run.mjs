// npm run bench: how fast the public read path is on this machine, next to the fastest Node can answer.
// Not a test: it prints a table (and keeps it as JSON under bench-results/) for a person to read.
// Only this file's imports are safe before dependencies are installed; the rest is loaded after.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stopAllChildren } from './children.mjs';
import { runCleanups } from './cleanup.mjs';
import { ensureBuilt, ensureInstalled } from '../workspace.mjs';

ensureInstalled();
ensureBuilt();

const workDir = mkdtempSync(path.join(os.tmpdir(), 'ghadi-bench-'));
// Synchronous, so it also runs when a signal handler calls process.exit.
process.on('exit', () => rmSync(workDir, { recursive: true, force: true }));

/** Stops every child, then removes what lives outside this process (the scale-out's schema and keys). */
async function tearDown() {
  await stopAllChildren();
  await runCleanups();
}

// SIGHUP too: the children run in their own process group, so a closed terminal would not reach them.
// Ctrl-C under npm arrives twice (from the terminal, and forwarded by npm): a repeat within a moment is
// the same request; a later one, while tearing down, exits at once (the exit hook still kills children).
const SAME_REQUEST_MS = 2_000;
let stoppingSince = 0;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, async () => {
    const code = 128 + os.constants.signals[signal];
    if (stoppingSince) {
      if (Date.now() - stoppingSince < SAME_REQUEST_MS) return;
      console.error(`\n${signal} again: exiting now; a bench_* schema or bench*: Redis keys may be left behind`);
      process.exit(code);
    }
    stoppingSince = Date.now();
    console.error(`\n${signal}: stopping the servers and removing the scale-out's schema and keys...`);
    await tearDown();
    process.exit(code);
  });
}

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
