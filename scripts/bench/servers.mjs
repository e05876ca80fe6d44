// The kinds of server measured: the real one, the raw node:http one that marks the machine's limit, and the
// round-robin proxy in front of several real ones.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { root } from '../workspace.mjs';
import { startNode, stopChild } from './children.mjs';
import { settings } from './settings.mjs';
import { waitReady } from './wait-ready.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Waits for `url`; a child that never gets ready is stopped rather than left for the end of the run. */
async function readyOrStopped(child, url) {
  try {
    await waitReady(child, url);
  } catch (error) {
    await stopChild(child);
    throw error;
  }
}

/**
 * The built server on the SQLite `databaseFile` (or any `databaseUrl`), with the public response cache on
 * or off; `env` adds variables (Redis, proxy trust) for the scale-out row.
 */
export async function startAppServer({ port, databaseFile, databaseUrl, publicCache, env = {} }) {
  const child = startNode(path.join(root, 'server', 'dist', 'server.js'), {
    env: {
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: databaseUrl ?? `sqlite:${databaseFile}`,
      SITE_TIMEZONE: settings.timeZone,
      ADMIN_USERNAME: settings.admin.UserName,
      ADMIN_PASSWORD: settings.admin.Password,
      LOG_LEVEL: 'warn',
      PUBLIC_CACHE: publicCache ? 'on' : 'off',
      // One process, everything in it, unless the row asks for Redis (empty means unset to the server).
      REDIS_URL: '',
      ...env,
    },
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await readyOrStopped(child, `${baseUrl}/health/ready`);
  return { baseUrl, stop: () => stopChild(child) };
}

/** A node:http server answering every request with the same `bodyBytes`-long buffer. */
export async function startRawServer({ port, bodyBytes }) {
  const child = startNode(path.join(here, 'raw-server.mjs'), { args: [String(port), String(bodyBytes)] });
  const baseUrl = `http://127.0.0.1:${port}`;
  await readyOrStopped(child, baseUrl);
  return { baseUrl, stop: () => stopChild(child) };
}

/**
 * The round-robin proxy (proxy.mjs) in front of `upstreams` (base URLs). stop() resolves to what it
 * counted: requests and connection errors per upstream.
 */
export async function startProxy({ port, upstreams, statsFile }) {
  const child = startNode(path.join(here, 'proxy.mjs'), { args: [String(port), statsFile, ...upstreams] });
  const baseUrl = `http://127.0.0.1:${port}`;
  // Ready when an instance answers through it.
  await readyOrStopped(child, `${baseUrl}/health/ready`);
  const stop = async () => {
    await stopChild(child);
    try {
      return JSON.parse(readFileSync(statsFile, 'utf8')).upstreams;
    } catch {
      return null;
    }
  };
  return { baseUrl, stop };
}
