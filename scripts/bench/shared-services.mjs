// The shared state of a scale-out, on the local services: a fresh PostgreSQL schema and a Redis key
// prefix of its own per run, both removed at the end (see cleanup.mjs for the interrupted case).
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { root } from '../workspace.mjs';

// The server's own drivers, resolved from its workspace wherever npm placed them.
const requireFromServer = createRequire(path.join(root, 'server', 'package.json'));

const CONNECT_TIMEOUT_MS = 3_000;

/** A PostgreSQL URL that selects `schema` through search_path, as server/test/helper.ts builds them. */
export function schemaUrl(baseUrl, schema) {
  const url = new URL(baseUrl);
  url.search = `?options=${encodeURIComponent(`-c search_path=${schema}`)}`;
  return url.toString();
}

function postgresPool(baseUrl) {
  const { Pool } = requireFromServer('pg');
  const pool = new Pool({ connectionString: baseUrl, max: 1, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  // An idle client that loses its server must not crash the bench.
  pool.on('error', () => {});
  return pool;
}

/** Runs `queries` in order on one short-lived connection. */
async function onPostgres(baseUrl, queries) {
  const pool = postgresPool(baseUrl);
  try {
    for (const query of queries) await pool.query(query);
  } finally {
    await pool.end();
  }
}

function redisClient(url) {
  const Redis = requireFromServer('ioredis');
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: CONNECT_TIMEOUT_MS,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  return client;
}

/** Runs `work(client)` on one short-lived Redis connection. */
async function onRedis(url, work) {
  const client = redisClient(url);
  // Without retries ioredis rejects with "Connection is closed."; the socket's own error says why.
  let socketError;
  client.on('error', (error) => (socketError ??= error));
  try {
    await client.connect();
    return await work(client);
  } catch (error) {
    throw socketError ?? error;
  } finally {
    client.disconnect();
  }
}

const reason = (error) => error?.message || error?.code || String(error);

/** Null when both answer; otherwise why the scale-out row cannot run. */
export async function unreachable({ postgresUrl, redisUrl }) {
  const problems = [];
  await onPostgres(postgresUrl, ['select 1']).catch((error) =>
    problems.push(`PostgreSQL not reachable at ${postgresUrl} (${reason(error)})`),
  );
  await onRedis(redisUrl, (client) => client.ping()).catch((error) =>
    problems.push(`Redis not reachable at ${redisUrl} (${reason(error)})`),
  );
  return problems.length ? problems.join('; ') : null;
}

export const randomSuffix = () => randomBytes(4).toString('hex');

export async function createSchema(postgresUrl, schema) {
  await onPostgres(postgresUrl, [`create schema ${schema}`]);
}

export async function dropSchema(postgresUrl, schema) {
  // Bounded: the instances are stopped by now, but a stuck lock must not hang the bench's exit.
  await onPostgres(postgresUrl, ["set lock_timeout = '10s'", `drop schema if exists ${schema} cascade`]);
}

/** Deletes every key under `prefix`; the characters the server allows in one are none of them glob syntax. */
export async function deleteKeys(redisUrl, prefix) {
  if (!/^[A-Za-z0-9:_-]+$/.test(prefix)) throw new Error(`unsafe Redis prefix ${prefix}`);
  return onRedis(redisUrl, async (client) => {
    let cursor = '0';
    let deleted = 0;
    do {
      const [nextCursor, keys] = await client.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
      if (keys.length) deleted += await client.unlink(...keys);
      cursor = nextCursor;
    } while (cursor !== '0');
    return deleted;
  });
}
