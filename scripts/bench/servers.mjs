// The two kinds of server measured: the real one, and the raw node:http one that marks the machine's limit.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { root } from '../workspace.mjs';
import { startNode, stopChild } from './children.mjs';
import { settings } from './settings.mjs';
import { waitReady } from './wait-ready.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The built server on `databaseFile`, with the public response cache on or off. */
export async function startAppServer({ port, databaseFile, publicCache }) {
  const child = startNode(path.join(root, 'server', 'dist', 'server.js'), {
    env: {
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: `sqlite:${databaseFile}`,
      SITE_TIMEZONE: settings.timeZone,
      ADMIN_USERNAME: settings.admin.UserName,
      ADMIN_PASSWORD: settings.admin.Password,
      LOG_LEVEL: 'warn',
      PUBLIC_CACHE: publicCache ? 'on' : 'off',
    },
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitReady(child, `${baseUrl}/health/ready`);
  return { baseUrl, stop: () => stopChild(child) };
}

/** A node:http server answering every request with the same `bodyBytes`-long buffer. */
export async function startRawServer({ port, bodyBytes }) {
  const child = startNode(path.join(here, 'raw-server.mjs'), { args: [String(port), String(bodyBytes)] });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitReady(child, baseUrl);
  return { baseUrl, stop: () => stopChild(child) };
}
