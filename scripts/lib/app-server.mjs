// The real server, built, on loopback: started with the script's settings and stopped with the script.
import path from 'node:path';
import { root } from '../workspace.mjs';
import { startNode, stopChild } from './children.mjs';
import { waitReady } from './wait-ready.mjs';

/**
 * Starts server/dist/server.js on `databaseUrl` and resolves once /health/ready answers. The script's
 * `admin` is created on a fresh database; `env` adds or overrides variables (Redis, proxy trust, preloads).
 */
export async function startAppServer({ port, databaseUrl, timeZone, admin, publicCache = true, env = {} }) {
  const child = startNode(path.join(root, 'server', 'dist', 'server.js'), {
    env: {
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      SITE_TIMEZONE: timeZone,
      ADMIN_USERNAME: admin.UserName,
      ADMIN_PASSWORD: admin.Password,
      LOG_LEVEL: 'warn',
      PUBLIC_CACHE: publicCache ? 'on' : 'off',
      // One process, everything in it, unless the caller asks for Redis (empty means unset to the server).
      REDIS_URL: '',
      // Load from one address, far past any client: the public API's limit counts it (its cost is measured) but never refuses.
      PUBLIC_API_RATE_LIMIT: '1000000000',
      ...env,
    },
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitReady(child, `${baseUrl}/health/ready`);
  return { baseUrl, pid: child.pid, child, stop: () => stopChild(child) };
}
