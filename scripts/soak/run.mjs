// npm run soak: the real server under a steady mix of public reads, visitor tracking and agent writes for
// SOAK_DURATION seconds (default 120), reporting errors, latency, stale reads and the server's memory.
// Not part of npm test. Exits non-zero on any failed request, stale read or lost write.
// Only this file's imports are safe before dependencies are installed; the rest is loaded after.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stopAllChildren } from '../bench/children.mjs';
import { ensureBuilt, ensureInstalled } from '../workspace.mjs';

ensureInstalled();
ensureBuilt();

const workDir = mkdtempSync(path.join(os.tmpdir(), 'ghadi-soak-'));
// Synchronous, so it also runs when a signal handler or the watchdog calls process.exit.
process.on('exit', () => rmSync(workDir, { recursive: true, force: true }));

async function stopAndExit(code) {
  await stopAllChildren();
  process.exit(code);
}

// SIGHUP too: the server runs in its own process group, so a closed terminal would not reach it.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the server...`);
    stopAndExit(128 + os.constants.signals[signal]);
  });
}

const { settings } = await import('./settings.mjs');
// Bounded in time whatever happens: a hung seed or server cannot keep the run going.
const budgetSeconds = settings.durationSeconds + settings.setupBudgetSeconds;
setTimeout(() => {
  console.error(`\n✖ Soak still running after ${budgetSeconds} s: abandoned`);
  stopAndExit(1);
}, budgetSeconds * 1000).unref();

const { runSoak } = await import('./soak.mjs');
const { formatReport } = await import('./report.mjs');
try {
  const { text, passed } = formatReport(await runSoak(workDir));
  console.log(`\n${text}`);
  process.exitCode = passed ? 0 : 1;
} catch (error) {
  console.error(`\n✖ Soak failed: ${error.stack ?? error}`);
  process.exitCode = 1;
} finally {
  await stopAllChildren();
}
