import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { stopChild } from './children.mjs';

const READY_TIMEOUT_MS = 30_000;

async function pollUntilOk(url) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const ok = await fetch(url).then(
      // Reading the body frees the connection for the next poll.
      async (response) => (await response.arrayBuffer(), response.ok),
      () => false,
    );
    if (ok) return;
    await sleep(100);
  }
  throw new Error(`${url}: not ready after ${READY_TIMEOUT_MS / 1000} s`);
}

/**
 * Resolves when `url` answers 200. Rejects if the child exits first or takes too long; a child that never
 * gets ready is stopped then, rather than left running until the end of the script.
 */
export async function waitReady(child, url) {
  const exited = once(child, 'exit').then(([code, signal]) => {
    throw new Error(`${url}: process exited (${code ?? signal}) before it was ready`);
  });
  try {
    await Promise.race([pollUntilOk(url), exited]);
  } catch (error) {
    await stopChild(child);
    throw error;
  } finally {
    // The losing `exited` promise must not surface as an unhandled rejection when the child stops later.
    exited.catch(() => {});
  }
}
