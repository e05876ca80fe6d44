import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import net from 'node:net';

/** Debian's nginx, installed as the bench installs HAProxy when it is missing (as root); else why not. */
export function ensureNginx(): { ok: true } | { ok: false; why: string } {
  if (spawnSync('nginx', ['-v']).status === 0) return { ok: true };
  if (process.getuid?.() !== 0) return { ok: false, why: 'nginx is not installed and installing it needs root (apt-get install -y nginx)' };
  const installed = spawnSync('apt-get', ['install', '-y', '-qq', 'nginx'], { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }, stdio: 'ignore' });
  return installed.status === 0 ? { ok: true } : { ok: false, why: 'apt-get install -y nginx failed' };
}

export interface RunningNginx {
  stop(): Promise<void>;
  errorLog(): string;
}

/**
 * Runs nginx in the foreground with `http` as the body of its http block, everything it writes under `dir`
 * (one process, as the test's user, so no system path is touched).
 */
export async function startNginx(dir: string, http: string, port: number): Promise<RunningNginx> {
  for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(dir, sub), { recursive: true });
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(
    conf,
    [
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/error.log warn;`,
      'events { worker_connections 1024; }',
      'http {',
      '  access_log off;',
      ...['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((sub) => `  ${sub === 'body' ? 'client_body' : sub}_temp_path ${dir}/${sub};`),
      http,
      '}',
    ].join('\n'),
  );
  const test = spawnSync('nginx', ['-t', '-p', dir, '-c', conf], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx -t refused the configuration:\n${test.stderr}`);
  const child: ChildProcess = spawn('nginx', ['-p', dir, '-c', conf, '-g', 'daemon off; master_process off;'], { stdio: 'ignore' });
  const deadline = Date.now() + 10_000;
  while (!(await new Promise<boolean>((resolve) => net.connect(port, '127.0.0.1').once('connect', function (this: net.Socket) { this.destroy(); resolve(true); }).once('error', () => resolve(false))))) {
    if (Date.now() > deadline) throw new Error(`nginx did not listen on ${port}`);
    await sleep(50);
  }
  return {
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
    errorLog: () => readFileSync(path.join(dir, 'error.log'), 'utf8'),
  };
}
