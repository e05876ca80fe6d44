// The real server, built, on loopback with the soak's database; its pid is kept for memory sampling.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startNode, stopChild } from '../bench/children.mjs';
import { freePort } from '../bench/free-port.mjs';
import { waitReady } from '../bench/wait-ready.mjs';
import { root } from '../workspace.mjs';
import { settings } from './settings.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Starts server/dist/server.js on `databaseUrl`; `heapFile` receives its heap figures every second. */
export async function startServer({ databaseUrl, heapFile }) {
  const port = await freePort(settings.portRange);
  const preload = `--require ${JSON.stringify(path.join(here, 'heap-probe.cjs'))}`;
  const child = startNode(path.join(root, 'server', 'dist', 'server.js'), {
    env: {
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      SITE_TIMEZONE: settings.timeZone,
      ADMIN_USERNAME: settings.admin.UserName,
      ADMIN_PASSWORD: settings.admin.Password,
      LOG_LEVEL: 'warn',
      PUBLIC_CACHE: 'on',
      NODE_OPTIONS: [process.env.NODE_OPTIONS, preload].filter(Boolean).join(' '),
      SOAK_HEAP_FILE: heapFile,
    },
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitReady(child, `${baseUrl}/health/ready`);
  return { baseUrl, pid: child.pid, child, stop: () => stopChild(child) };
}
