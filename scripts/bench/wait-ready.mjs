import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';

const READY_TIMEOUT_MS = 30_000;

/** Resolves when `url` answers 200; rejects if the child exits first or it takes too long. */
export async function waitReady(child, url) {
  const exited = once(child, 'exit').then(([code, signal]) => {
    throw new Error(`${url}: process exited (${code ?? signal}) before it was ready`);
  });
  const deadline = Date.now() + READY_TIMEOUT_MS;
  const poll = async () => {
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
  };
  try {
    await Promise.race([poll(), exited]);
  } finally {
    // The losing `exited` promise must not surface as an unhandled rejection when the child stops later.
    exited.catch(() => {});
  }
}
