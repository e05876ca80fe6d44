import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
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

const deploy = path.resolve(__dirname, '../../../deploy');

export interface SiteConfOptions {
  /** Where nginx writes and finds its files: the certificate (selfSignedCertificate) and the site file. */
  dir: string;
  serverPort: number;
  httpPort: number;
  httpsPort: number;
  /** A file to include where the shipped ghadi.conf has its CDN include commented out; the shipped line must be there. */
  cdnRealIp?: string;
}

/**
 * deploy/nginx/ghadi.conf as shipped, but for the names an operator changes (ports, certificates, paths),
 * written to `dir`/site.conf; returns the http block's line that includes it.
 */
export function writeShippedSiteConf({ dir, serverPort, httpPort, httpsPort, cdnRealIp }: SiteConfOptions): string {
  // A self-signed certificate in place of the operator's.
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=localhost', '-keyout', `${dir}/key.pem`, '-out', `${dir}/cert.pem`], { stdio: 'ignore' });
  let site = readFileSync(path.join(deploy, 'nginx/ghadi.conf'), 'utf8')
    .replace('server 127.0.0.1:8080;', `server 127.0.0.1:${serverPort};`)
    .replaceAll('listen 80;', `listen 127.0.0.1:${httpPort};`)
    .replaceAll('listen 443 ssl http2;', `listen 127.0.0.1:${httpsPort} ssl http2;`)
    .replace(/^\s*listen \[::\].*$/gm, '')
    .replace('/etc/letsencrypt/live/results.example.com/fullchain.pem', `${dir}/cert.pem`)
    .replace('/etc/letsencrypt/live/results.example.com/privkey.pem', `${dir}/key.pem`)
    .replace('include snippets/ghadi-locations.conf;', `include ${path.join(deploy, 'nginx/ghadi-locations.conf')};`);
  if (cdnRealIp !== undefined) {
    const commented = '# include snippets/ghadi-cdn-real-ip.conf;';
    if (!site.includes(commented)) throw new Error(`deploy/nginx/ghadi.conf lacks the line "${commented}"`);
    site = site.replace(commented, `include ${cdnRealIp};`);
  }
  writeFileSync(path.join(dir, 'site.conf'), site);
  return `include ${dir}/site.conf;`;
}

/** deploy/nginx/ghadi-cdn-real-ip.conf with the CDN's ranges replaced by `ranges` (the test's stand-in edges), written to `dir`. */
export function writeCdnRealIpConf(dir: string, ranges: string[]): string {
  const shipped = readFileSync(path.join(deploy, 'nginx/ghadi-cdn-real-ip.conf'), 'utf8');
  if (!/^set_real_ip_from /m.test(shipped) || !/^real_ip_header CF-Connecting-IP;$/m.test(shipped)) {
    throw new Error('deploy/nginx/ghadi-cdn-real-ip.conf no longer lists ranges and CF-Connecting-IP');
  }
  const file = path.join(dir, 'cdn-real-ip.conf');
  writeFileSync(file, [...ranges.map((range) => `set_real_ip_from ${range};`), shipped.replace(/^set_real_ip_from .*\n/gm, '')].join('\n'));
  return file;
}
