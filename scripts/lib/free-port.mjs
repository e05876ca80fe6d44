import { createServer } from 'node:net';

function isFree(port) {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/**
 * A function giving the next port in [from, to] nobody listens on. A port it handed out is never handed out
 * again, even before its server listens.
 */
export function portPicker([from, to]) {
  const taken = new Set();
  return async function nextPort() {
    for (let port = from; port <= to; port += 1) {
      if (!taken.has(port) && (await isFree(port))) {
        taken.add(port);
        return port;
      }
    }
    throw new Error(`No free port between ${from} and ${to}`);
  };
}
