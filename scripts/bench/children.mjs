// Every process the bench starts goes through here, so that any way out (done, error, Ctrl-C) stops them.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { root } from '../workspace.mjs';

const running = new Set();
const STOP_GRACE_MS = 10_000;

/** Runs a Node script as a child process; its output goes to ours so a crash is visible. */
export function startNode(script, { args = [], env = {} } = {}) {
  const child = spawn(process.execPath, [script, ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    // Own process group: Ctrl-C reaches only the bench, which then stops the children in order.
    detached: true,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  return child;
}

/** SIGTERM (the server's graceful close), then SIGKILL if it has not exited within the grace period. */
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

// Last resort when the bench exits without awaiting stopAllChildren (process.exit from a helper).
process.on('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});
