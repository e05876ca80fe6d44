import net from 'node:net';

// The range set aside for servers these tests start, away from the dev servers' 3000-3002 and 8080;
// TEST_PORT_BASE moves it, so a second jest run on the same machine (another checkout) keeps to its own.
const FIRST_PORT = Number(process.env.TEST_PORT_BASE ?? 4600);
const RANGE_SIZE = 100;
// Jest runs the server tests in at most this many workers (npm test passes --maxWorkers=2).
const WORKER_SHARES = 4;
const SHARE_SIZE = RANGE_SIZE / WORKER_SHARES;

const canListen = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });

// A server listens a second or more after its port was probed. Two workers probing at random, or one test
// starting two servers, could pick the same port: the loser's readiness check then reached the winner, and
// its requests went to another test's database (a crash-safety run saw 401 for every write). So each worker
// takes ports only from its own share, in turn, and hands a port out again only after the whole share.
const workerIndex = (Number(process.env.JEST_WORKER_ID ?? 1) - 1) % WORKER_SHARES;
const shareStart = FIRST_PORT + workerIndex * SHARE_SIZE;
let next = Math.floor(Math.random() * SHARE_SIZE);

/** A port of this jest worker's share of the range (4600-4699) that nothing listens on now. */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < SHARE_SIZE; attempt += 1) {
    const port = shareStart + (next % SHARE_SIZE);
    next += 1;
    if (await canListen(port)) return port;
  }
  throw new Error(`no free port in ${shareStart}-${shareStart + SHARE_SIZE - 1}`);
}
