import net from 'node:net';

// The range set aside for servers these tests start, away from the dev servers' 3000-3002 and 8080.
const FIRST_PORT = 4600;
const LAST_PORT = 4699;

const canListen = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });

/** A port in 4600-4699 that nothing listens on now; random, so parallel test files rarely collide. */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const port = FIRST_PORT + Math.floor(Math.random() * (LAST_PORT - FIRST_PORT + 1));
    if (await canListen(port)) return port;
  }
  throw new Error(`no free port in ${FIRST_PORT}-${LAST_PORT}`);
}
