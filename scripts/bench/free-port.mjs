import { createServer } from 'node:net';

function isFree(port) {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** The first port in [from, to] nobody listens on, skipping those already handed out by this run. */
export async function freePort([from, to], taken = []) {
  for (let port = from; port <= to; port += 1) {
    if (!taken.includes(port) && (await isFree(port))) return port;
  }
  throw new Error(`No free port between ${from} and ${to}`);
}
