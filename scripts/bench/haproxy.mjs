// The scale-out's load balancer: HAProxy from Debian's packages, installed here when missing, run in the
// foreground as a child of the bench with a config written to the run's temp folder, round robin over the
// instances. Its per-server counters are read from its stats socket before it stops.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import path from 'node:path';
import { startProcess, stopChild } from '../lib/children.mjs';
import { waitReady } from '../lib/wait-ready.mjs';

/** The version line of the installed haproxy ("2.6.12-1+deb12u4"), or null when there is none. */
function installedVersion() {
  const result = spawnSync('haproxy', ['-v'], { encoding: 'utf8' });
  if (result.error) return null;
  return /version (\S+)/.exec(result.stdout)?.[1] ?? 'unknown version';
}

function aptGet(args) {
  // apt's own output goes to stderr with the rest of the progress, leaving stdout to the report.
  const result = spawnSync('apt-get', args, {
    stdio: ['ignore', 2, 2],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.status === 0;
}

/**
 * Makes sure haproxy can run here, installing Debian's package as root when it is missing. Returns
 * { version } or { unavailable: why not }.
 */
export function ensureHaproxy(progress) {
  let version = installedVersion();
  if (version) return { version };
  if (process.getuid?.() !== 0) {
    return { unavailable: 'haproxy is not installed and installing it needs root (apt-get install -y haproxy)' };
  }
  progress('Installing haproxy (apt-get install -y haproxy)...');
  const install = () => aptGet(['install', '-y', '--no-install-recommends', 'haproxy']);
  // A stale package list points at files the mirror no longer has: refresh it once and try again.
  if (!install() && !(aptGet(['update']) && install())) return { unavailable: 'apt-get install -y haproxy failed' };
  version = installedVersion();
  return version ? { version } : { unavailable: 'haproxy still not found after apt-get install' };
}

function config({ port, upstreams, statsSocket }) {
  const servers = upstreams.map((url, index) => `  server instance${index} ${new URL(url).host}`);
  return `${[
    'global',
    // One thread: on a machine this small its other cores belong to the instances and the load generator.
    '  nbthread 1',
    '  maxconn 4096',
    `  stats socket ${statsSocket} mode 600 level user`,
    'defaults',
    '  mode http',
    '  timeout connect 5s',
    '  timeout client 30s',
    '  timeout server 30s',
    // The visitor's address, for instances started with TRUST_PROXY=1.
    '  option forwardfor',
    'frontend site',
    `  bind 127.0.0.1:${port}`,
    '  http-request set-header X-Forwarded-Proto http',
    '  default_backend instances',
    'backend instances',
    '  balance roundrobin',
    ...servers,
  ].join('\n')}\n`;
}

/** One command on the stats socket; resolves with its whole answer. */
function askStats(statsSocket, command) {
  return new Promise((resolve, reject) => {
    let answer = '';
    const socket = createConnection(statsSocket, () => socket.end(`${command}\n`));
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

/** Requests and errors (failed connections and responses) per instance, from `show stat`. */
async function upstreamStats(statsSocket, upstreams) {
  const [header, ...lines] = (await askStats(statsSocket, 'show stat')).trim().split('\n');
  const fields = header.replace(/^# /, '').split(',');
  const rows = lines.map((line) => Object.fromEntries(line.split(',').map((value, index) => [fields[index], value])));
  return upstreams.map((url, index) => {
    const row = rows.find((one) => one.pxname === 'instances' && one.svname === `instance${index}`);
    return { url, requests: Number(row.req_tot), errors: Number(row.econ) + Number(row.eresp) };
  });
}

/**
 * HAProxy on `port` in front of `upstreams` (base URLs), ready once an instance answers through it.
 * stop() resolves to its counts per upstream: requests and errors.
 */
export async function startHaproxy({ port, upstreams, dir }) {
  const configFile = path.join(dir, 'haproxy.cfg');
  const statsSocket = path.join(dir, 'haproxy-stats.sock');
  writeFileSync(configFile, config({ port, upstreams, statsSocket }));
  // -db: stay in the foreground, as a child the bench can stop; -f: this config only.
  const child = startProcess('haproxy', ['-db', '-f', configFile]);
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitReady(child, `${baseUrl}/health/ready`);
  const stop = async () => {
    // Counted before stopping: the counters live in the process.
    const stats = await upstreamStats(statsSocket, upstreams).catch(() => null);
    await stopChild(child);
    return stats;
  };
  return { baseUrl, stop };
}
