import os from 'node:os';

// Ctrl-C under npm arrives twice (from the terminal, and forwarded by npm): a repeat within this long is
// the same request.
const SAME_REQUEST_MS = 2_000;

/**
 * On SIGINT, SIGTERM or SIGHUP, runs `tearDown` (async) and exits. SIGHUP too: children run in their own
 * process group, so a closed terminal would not reach them. A later signal while tearing down exits at once
 * (the children's exit hook still kills them), after saying what `leftBehind` may remain.
 */
export function stopOnSignals(tearDown, { stopping, leftBehind }) {
  let stoppingSince = 0;
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, async () => {
      const code = 128 + os.constants.signals[signal];
      if (stoppingSince) {
        if (Date.now() - stoppingSince < SAME_REQUEST_MS) return;
        console.error(`\n${signal} again: exiting now${leftBehind ? `; ${leftBehind} may be left behind` : ''}`);
        process.exit(code);
      }
      stoppingSince = Date.now();
      console.error(`\n${signal}: ${stopping}...`);
      await tearDown();
      process.exit(code);
    });
  }
}
