import { spawn, type ChildProcess } from 'node:child_process';
import { createReadStream, existsSync, mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';
import { E2E_ADMIN } from './site';

export const repoRoot = path.resolve(__dirname, '..', '..');

export interface Running {
  url: string;
  stop(): Promise<void>;
}

export interface ClockedSite extends Running {
  /** Moves the server's wall clock this many seconds further on, and waits until the server reads it. */
  moveClockBy(seconds: number): Promise<void>;
}

async function waitUntilReady(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/health/ready`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not become ready`);
}

/**
 * Debian's libfaketime, which moves a process's wall clock (CI installs it; `apt-get install faketime`). The
 * library is preloaded into the server itself (ld.so expands $LIB) rather than through the `faketime`
 * wrapper, which runs the program as its own child: a signal to the wrapper would not stop the server.
 */
const FAKETIME = '/usr/bin/faketime';
const LIBFAKETIME = '/usr/$LIB/faketime/libfaketime.so.1';

export interface SiteServerOptions {
  /**
   * Runs the server with its wall clock this many milliseconds from the real one, through libfaketime
   * (the process's own clock: its timers and timeouts stay real), for specs that need a time of day.
   */
  clockOffsetMs?: number;
}

/** Another instance of the real server, on its own port and fresh database, with extra settings. */
export async function startSiteServer(port: number, env?: Record<string, string>): Promise<Running>;
export async function startSiteServer(
  port: number,
  env: Record<string, string>,
  options: SiteServerOptions & { clockOffsetMs: number },
): Promise<ClockedSite>;
export async function startSiteServer(port: number, env: Record<string, string> = {}, options: SiteServerOptions = {}): Promise<Running | ClockedSite> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ghadi-e2e-'));
  if (options.clockOffsetMs !== undefined && !existsSync(FAKETIME)) {
    throw new Error(`${FAKETIME} is missing: this spec moves the server's clock with it (apt-get install faketime)`);
  }
  // The offset lives in a file libfaketime reads again every second, so a test can move the clock on.
  const clockFile = path.join(dataDir, 'faketime');
  let offsetSeconds = Math.round((options.clockOffsetMs ?? 0) / 1000);
  const writeOffset = () => writeFileSync(clockFile, `${offsetSeconds < 0 ? '' : '+'}${offsetSeconds}\n`);
  if (options.clockOffsetMs !== undefined) writeOffset();
  const movedClock =
    options.clockOffsetMs === undefined
      ? {}
      : { LD_PRELOAD: LIBFAKETIME, FAKETIME_TIMESTAMP_FILE: clockFile, FAKETIME_CACHE_DURATION: '1', FAKETIME_DONT_FAKE_MONOTONIC: '1' };
  const child = spawn(process.execPath, [path.join(repoRoot, 'server', 'dist', 'server.js')], {
    cwd: repoRoot,
    stdio: 'ignore',
    env: {
      ...process.env,
      ...movedClock,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: `sqlite:${path.join(dataDir, 'site.sqlite')}`,
      MFA_KEY_FILE: path.join(dataDir, 'mfa.key'),
      ADMIN_USERNAME: E2E_ADMIN.UserName,
      ADMIN_PASSWORD: E2E_ADMIN.Password,
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  const url = `http://127.0.0.1:${port}`;
  // A server that never got ready is stopped, rather than left holding its port for the next run.
  await waitUntilReady(url, child).catch((error: unknown) => {
    child.kill('SIGKILL');
    throw error;
  });
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
    async moveClockBy(seconds: number) {
      offsetSeconds += seconds;
      writeOffset();
      // The server's own answer says when it has read the new offset: its Date header (whole seconds).
      const target = Date.now() + offsetSeconds * 1000 - 1000;
      await expect
        .poll(async () => Date.parse((await fetch(`${url}/health/live`)).headers.get('date') ?? '') >= target, { timeout: 5_000 })
        .toBe(true);
    },
  };
}

const contentTypes: Record<string, string> = {
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.css': 'text/css',
  '.html': 'text/html',
};

/** A plain static host (a CDN stand-in) for one app's folder, allowing other origins as a CDN would. */
export async function startStaticHost(folder: string, port: number): Promise<Running & { requests: string[] }> {
  const requests: string[] = [];
  const server: Server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    requests.push(pathname);
    const file = path.join(folder, path.normalize(pathname));
    response.setHeader('Access-Control-Allow-Origin', '*');
    if (!file.startsWith(folder) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'Content-Type': contentTypes[path.extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    // The browser keeps its connections alive: close them, or close() waits for the browser to let go.
    stop: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
