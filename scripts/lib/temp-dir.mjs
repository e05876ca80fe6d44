import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A new folder under the system's temp folder, removed when this process exits however it exits. */
export function tempDirForThisRun(prefix) {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  // Synchronous, so it also runs when a signal handler or a watchdog calls process.exit.
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}
