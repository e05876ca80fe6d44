// npm run soak: the real server under a steady mix of public reads, visitor tracking and agent writes for
// SOAK_DURATION seconds (default 120), reporting errors, latency, stale reads and the server's memory.
// Not part of npm test. Exits non-zero on any failed request, stale read or lost write.
// Only this file's imports are safe before dependencies are installed; the rest is loaded after.
import { stopAllChildren } from '../lib/children.mjs';
import { stopOnSignals } from '../lib/stop-on-signals.mjs';
import { tempDirForThisRun } from '../lib/temp-dir.mjs';
import { ensureBuilt, ensureInstalled } from '../workspace.mjs';

ensureInstalled();
ensureBuilt();

const workDir = tempDirForThisRun('ghadi-soak-');
stopOnSignals(stopAllChildren, { stopping: 'stopping the server' });

const { settings } = await import('./settings.mjs');
// Bounded in time whatever happens: a hung seed or server cannot keep the run going.
const budgetSeconds = settings.durationSeconds + settings.setupBudgetSeconds;
setTimeout(async () => {
  console.error(`\n✖ Soak still running after ${budgetSeconds} s: abandoned`);
  await stopAllChildren();
  process.exit(1);
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
