// Runs once per jest run, before any worker starts: probes PostgreSQL and Redis so every test file knows,
// without each one waiting on a connection timeout, whether to run the variants that need them.
const net = require('node:net');
const { Client } = require('pg');

const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/test';
const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';

function unavailable(service, url, error, consequence) {
  if (process.env.CI) throw new Error(`${service} is required in CI but ${url} is unreachable: ${error.message}`);
  console.warn(
    `\n!!!!!!!!!!\n!!! ${service} at ${url} is unreachable (${error.message}).\n!!! ${consequence}\n` +
      '!!! CI fails instead of skipping.\n!!!!!!!!!!\n',
  );
}

async function probePostgres() {
  const url = process.env.TEST_POSTGRES_URL || DEFAULT_POSTGRES_URL;
  process.env.TEST_POSTGRES_URL = url;
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    process.env.TEST_POSTGRES_AVAILABLE = 'yes';
  } catch (error) {
    process.env.TEST_POSTGRES_AVAILABLE = 'no';
    unavailable('PostgreSQL', url, error, 'The PostgreSQL variants are SKIPPED (set TEST_POSTGRES_URL or start it).');
  } finally {
    await client.end().catch(() => {});
  }
}

/** A PING over a plain socket: the test tools need no Redis client of their own for this. */
async function probeRedis() {
  const url = process.env.TEST_REDIS_URL || DEFAULT_REDIS_URL;
  process.env.TEST_REDIS_URL = url;
  const { hostname, port } = new URL(url);
  try {
    await new Promise((resolve, reject) => {
      const socket = net.connect(Number(port || 6379), hostname, () => socket.write('PING\r\n'));
      socket.setTimeout(3000, () => socket.destroy(new Error('timed out')));
      socket.once('data', (data) => {
        socket.end();
        if (data.toString().startsWith('+PONG')) resolve();
        else reject(new Error(data.toString().trim()));
      });
      socket.once('error', reject);
      socket.once('close', () => reject(new Error('connection closed')));
    });

    process.env.TEST_REDIS_AVAILABLE = 'yes';
  } catch (error) {
    process.env.TEST_REDIS_AVAILABLE = 'no';
    unavailable('Redis', url, error, 'The multi-instance tests are SKIPPED (set TEST_REDIS_URL or start it).');
  }
}

module.exports = async function probeServices() {
  await probePostgres();
  await probeRedis();
};
