// Every process a script starts goes through here, so that any way out (done, error, Ctrl-C) stops them.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { root } from '../workspace.mjs';

const running = new Set();
const STOP_GRACE_MS = 10_000;

/** Runs `command` as a child process; its output goes to our stderr, so a crash is visible beside the progress. */
export function startProcess(command, args = [], { env = {} } = {}) {
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    // Own process group: Ctrl-C reaches only the script, which then stops the children in order.
    detached: true,
    stdio: ['ignore', 2, 2],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  return child;
}

/** A Node script as a child process (see startProcess). */
export const startNode = (script, options = {}) =>
  startProcess(process.execPath, [script, ...(options.args ?? [])], options);

/** SIGTERM (a graceful close), then SIGKILL if it has not exited within the grace period. */
export async function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
  await exited;
  clearTimeout(timer);
}

export async function stopAllChildren() {
  await Promise.all([...running].map(stopChild));
}

// Last resort when the script exits without awaiting stopAllChildren (process.exit from a helper).
process.on('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});
