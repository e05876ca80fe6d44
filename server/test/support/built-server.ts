import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { once } from 'node:events';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { apiPaths } from '@ghadi/contracts';
import { ADMIN_PASSWORD } from '../helper';
import { freePort } from './free-port';
import { testKeyFileFor } from './test-key-file';

export const repoRoot = path.resolve(__dirname, '../../..');
const serverScript = path.join(repoRoot, 'server/dist/server.js');
// A busy two-core machine has taken over 20 s to start one (two instances migrating one PostgreSQL schema).
const READY_TIMEOUT_MS = 40_000;
const START_ATTEMPTS = 3;

/**
 * A describe block for tests of the real built server. Outside CI, a missing build skips it with a loud
 * message; in CI (where npm test builds first) the tests run and fail on the missing file instead.
 */
export function describeBuiltServer(name: string, fn: () => void): void {
  if (existsSync(serverScript) || process.env.CI) {
    describe(name, fn);
    return;
  }
  console.warn(
    `\n!!!!!!!!!!\n!!! ${serverScript} is missing: "${name}" is SKIPPED.\n` +
      '!!! Build the server first: npm run build -w @ghadi/server (npm test builds it).\n!!!!!!!!!!\n',
  );
  describe.skip(name, fn);
}

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface BuiltServer {
  url: string;
  port: number;
  child: ChildProcess;
  /** Resolves when the process has exited. */
  exited: Promise<Exit>;
  /** False once the process has exited or died of a signal. */
  running(): boolean;
  /** Sends `signal` (unless the process is gone) and waits for the exit. */
  kill(signal: NodeJS.Signals): Promise<Exit>;
  /** What the process printed, for failure messages. */
  output(): string;
}

const started = new Set<BuiltServer>();

function spawnServer(port: number, databaseUrl: string, env: Record<string, string>): BuiltServer {
  const noFrontEnds = path.join(os.tmpdir(), 'ghadi-test-no-front-end');
  const child = spawn(process.execPath, [serverScript], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
      // A busy test machine would make load shedding answer 503 at random (see helper.ts).
      MAX_EVENT_LOOP_DELAY_MS: '0',
      SHELL_DIST: noFrontEnds,
      ADMIN_DIST: noFrontEnds,
      AGENT_DIST: noFrontEnds,
      MFA_KEY_FILE: testKeyFileFor(databaseUrl),
      ...env,
    },
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = once(child, 'exit').then(([code, signal]) => ({ code, signal }) as Exit);
  const running = () => child.exitCode === null && child.signalCode === null;
  const server: BuiltServer = {
    url: `http://127.0.0.1:${port}`,
    port,
    child,
    exited,
    running,
    kill: async (signal) => {
      if (running()) child.kill(signal);
      return exited;
    },
    output: () => output,
  };
  started.add(server);
  void exited.then(() => started.delete(server));
  return server;
}

async function waitReady(server: BuiltServer): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (!server.running()) throw new Error(`the server exited (${server.child.exitCode ?? server.child.signalCode})`);
    const ready = await fetch(`${server.url}${apiPaths.healthReady}`).then((response) => response.ok, () => false);
    if (ready) return;
    await sleep(100);
  }
  throw new Error(`the server was not ready after ${READY_TIMEOUT_MS / 1000} s`);
}

/** Starts `node server/dist/server.js` on `databaseUrl` and a free port; resolves once it is ready. */
export async function startServer(databaseUrl: string, env: Record<string, string> = {}): Promise<BuiltServer> {
  for (let attempt = 1; ; attempt += 1) {
    const server = spawnServer(await freePort(), databaseUrl, env);
    try {
      await waitReady(server);
      return server;
    } catch (error) {
      await server.kill('SIGKILL');
      // Another process may have taken the port between the probe and the server's listen.
      if (attempt < START_ATTEMPTS && server.output().includes('EADDRINUSE')) continue;
      throw new Error(`${(error as Error).message}\n--- server output ---\n${server.output()}`, { cause: error });
    }
  }
}

/** For afterEach: no server outlives its test, whatever the test did. */
export async function killAllServers(): Promise<void> {
  await Promise.all([...started].map((server) => server.kill('SIGKILL')));
}
