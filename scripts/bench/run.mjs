// npm run bench: how fast the public read path is on this machine, next to the fastest Node can answer.
// Not a test: it prints a table (and keeps it as JSON under bench-results/) for a person to read.
// Only this file's imports are safe before dependencies are installed; the rest is loaded after.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stopAllChildren } from './children.mjs';
import { ensureBuilt, ensureInstalled } from '../workspace.mjs';

ensureInstalled();
ensureBuilt();

const workDir = mkdtempSync(path.join(os.tmpdir(), 'ghadi-bench-'));
// Synchronous, so it also runs when a signal handler calls process.exit.
process.on('exit', () => rmSync(workDir, { recursive: true, force: true }));

// SIGHUP too: the children run in their own process group, so a closed terminal would not reach them.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.once(signal, async () => {
    console.error(`\n${signal}: stopping the servers...`);
    await stopAllChildren();
    process.exit(128 + os.constants.signals[signal]);
  });
}

const { runBenchmark } = await import('./benchmark.mjs');
const { formatReport, saveReport } = await import('./report.mjs');
try {
  const run = await runBenchmark(workDir);
  console.log(`\n${formatReport(run)}`);
  console.log(`\nSaved to ${path.relative(process.cwd(), saveReport(run))}`);
} catch (error) {
  console.error(`\n✖ Benchmark failed: ${error.stack ?? error}`);
  process.exitCode = 1;
} finally {
  await stopAllChildren();
}
