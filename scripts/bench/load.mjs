// One row's measurement against a server in another process, warm-up first. The load generator is wrk
// when it is installed (C, one thread: it leaves the server's core alone and is rarely the bottleneck),
// else autocannon in this process. BENCH_LOAD=autocannon forces the latter.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { summarizeAutocannon } from '../lib/autocannon-summary.mjs';
import { isSuccess, probe } from '../lib/http.mjs';
import { settings } from './settings.mjs';

function wrkInstalled() {
  if (process.env.BENCH_LOAD === 'autocannon') return false;
  try {
    execFileSync('wrk', ['--version'], { stdio: 'ignore' });
    return true;
  } catch (error) {
    // wrk --version prints its version and exits 1; only a missing binary throws ENOENT.
    return error.code !== 'ENOENT';
  }
}

export const loadGenerator = wrkInstalled() ? 'wrk' : 'autocannon';

function runAutocannon(baseUrl, scenario, duration) {
  return autocannon({
    url: `${baseUrl}${scenario.path}`,
    method: scenario.method,
    headers: scenario.headers,
    idReplacement: scenario.idReplacement ?? false,
    connections: settings.connections,
    pipelining: 1,
    duration,
  });
}

/** One autocannon run of `seconds`, as a slice (see combineSlices). */
const autocannonSlice = async (baseUrl, scenario, seconds) =>
  summarizeAutocannon(await runAutocannon(baseUrl, scenario, seconds));

const luaString = (value) => JSON.stringify(String(value));

/**
 * The wrk script of a scenario: its method and headers, a fresh session id per request where autocannon
 * would replace [<id>], and a summary line wrk prints at the end.
 */
function wrkScript(scenario) {
  const lines = [`wrk.method = ${luaString(scenario.method)}`];
  for (const [name, value] of Object.entries(scenario.headers ?? {})) {
    if (!String(value).includes('[<id>]')) lines.push(`wrk.headers[${luaString(name)}] = ${luaString(value)}`);
  }
  const withIds = Object.entries(scenario.headers ?? {}).filter(([, value]) => String(value).includes('[<id>]'));
  if (withIds.length > 0) {
    lines.push('local count = 0', `local run = ${luaString(Date.now().toString(36))}`, 'request = function()', '  count = count + 1');
    for (const [name, value] of withIds) {
      const [before, after] = String(value).split('[<id>]');
      lines.push(`  wrk.headers[${luaString(name)}] = ${luaString(before)} .. run .. "-" .. count .. ${luaString(after)}`);
    }
    lines.push('  return wrk.format()', 'end');
  }
  lines.push(
    'done = function(summary, latency)',
    '  local e = summary.errors',
    '  io.write(string.format("WRK_SUMMARY %d %d %d %d %d %d %d %d %d %d\\n", summary.requests, summary.duration,',
    '    summary.bytes, e.connect, e.read, e.write, e.status, e.timeout, latency:percentile(50), latency:percentile(99)))',
    'end',
  );
  return `${lines.join('\n')}\n`;
}

function runWrk(url, scriptFile, seconds) {
  return new Promise((resolve, reject) => {
    const args = ['-t1', `-c${settings.connections}`, `-d${seconds}s`, '--timeout', '10s', '-s', scriptFile, url];
    const child = spawn('wrk', args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      const line = output.split('\n').find((text) => text.startsWith('WRK_SUMMARY '));
      if (code !== 0 || !line) return reject(new Error(`wrk exited ${code}: ${output}`));
      resolve(line.split(' ').slice(1).map(Number));
    });
  });
}

/**
 * wrk runs of a scenario, as slices (see combineSlices). Its script is written, and the status every
 * answer should carry probed, once: wrk itself counts only statuses of 400 and above as errors.
 */
async function wrkLoad(baseUrl, scenario) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ghadi-wrk-'));
  const scriptFile = path.join(dir, 'scenario.lua');
  writeFileSync(scriptFile, wrkScript(scenario));
  const sample = await probe(baseUrl, {
    ...scenario,
    headers: Object.fromEntries(
      Object.entries(scenario.headers ?? {}).map(([name, value]) => [name, String(value).replace('[<id>]', 'probe-0')]),
    ),
  });
  const run = async (seconds) => {
    const [requests, durationUs, bytes, connect, read, write, badStatus, timeout, p50Us, p99Us] = await runWrk(
      `${baseUrl}${scenario.path}`,
      scriptFile,
      seconds,
    );
    return {
      requests,
      seconds: durationUs / 1e6,
      bytes,
      p50Ms: p50Us / 1000,
      p99Ms: p99Us / 1000,
      errors: connect + read + write + badStatus + timeout + (isSuccess(sample.status) ? 0 : requests - badStatus),
      statuses: { [sample.status]: requests - badStatus, ...(badStatus ? { '4xx/5xx': badStatus } : {}) },
    };
  };
  return { run, close: () => rmSync(dir, { recursive: true, force: true }) };
}

/** What a measurement runs its slices with: `run(seconds)`, then `close()`. */
const prepareLoad = async (baseUrl, scenario) =>
  loadGenerator === 'wrk'
    ? wrkLoad(baseUrl, scenario)
    : { run: (seconds) => autocannonSlice(baseUrl, scenario, seconds), close: () => {} };

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

/**
 * Slices of one measurement as one result. Percentiles of separate runs cannot be merged exactly: p50 is
 * the slices' median, p99 the worst slice's (an overestimate, never an underestimate).
 */
function combineSlices(slices) {
  const total = (field) => slices.reduce((sum, one) => sum + one[field], 0);
  const requests = total('requests');
  const statuses = {};
  for (const one of slices) {
    for (const [status, count] of Object.entries(one.statuses)) statuses[status] = (statuses[status] ?? 0) + count;
  }
  return {
    requestsPerSecond: requests / total('seconds'),
    p50Ms: median(slices.map((one) => one.p50Ms)),
    p99Ms: Math.max(...slices.map((one) => one.p99Ms)),
    errors: total('errors'),
    requests,
    bytesPerResponse: requests ? total('bytes') / requests : 0,
    statuses,
  };
}

/**
 * Requests per second, p50/p99 latency in ms, errors (connection errors, timeouts, bad statuses), the
 * count per status, and the bytes read per response, headers included (what each answer costs to send).
 */
export async function measure(baseUrl, scenario) {
  const load = await prepareLoad(baseUrl, scenario);
  try {
    await load.run(settings.warmupSeconds);
    return combineSlices([await load.run(settings.durationSeconds)]);
  } finally {
    load.close();
  }
}

/**
 * Two loads run in alternating slices of equal length, so both see the same machine: its speed drifts by
 * 10-30% within seconds to minutes (other tenants, clocks), which runs minutes, or even seconds, apart would
 * put into their ratio. Returns both results, combined over their slices.
 */
async function inAlternatingSlices(first, second) {
  // Whole seconds: wrk takes no fractions.
  const seconds = Math.max(1, Math.round(settings.durationSeconds / settings.slices));
  const ofFirst = [];
  const ofSecond = [];
  for (let index = 0; index < settings.slices; index += 1) {
    ofFirst.push(await first.run(seconds));
    ofSecond.push(await second.run(seconds));
  }
  return [combineSlices(ofFirst), combineSlices(ofSecond)];
}

/** A row and the raw limit measured in alternating slices (inAlternatingSlices). Returns both results. */
export async function measureAgainstRaw(baseUrl, scenario, rawBaseUrl, rawScenario) {
  const rawLoad = await prepareLoad(rawBaseUrl, rawScenario);
  const rowLoad = await prepareLoad(baseUrl, scenario);
  try {
    await rawLoad.run(settings.warmupSeconds);
    await rowLoad.run(settings.warmupSeconds);
    const [raw, result] = await inAlternatingSlices(rawLoad, rowLoad);
    return { result, raw };
  } finally {
    rawLoad.close();
    rowLoad.close();
  }
}

/**
 * One scenario quiet and busy in alternating slices (inAlternatingSlices): `beforeBusy` starts what makes
 * a slice busy, `afterBusy` (awaited) stops it. Returns both results.
 */
export async function alternate(baseUrl, scenario, { beforeBusy, afterBusy }) {
  const load = await prepareLoad(baseUrl, scenario);
  const busyLoad = {
    run: async (seconds) => {
      await beforeBusy();
      try {
        return await load.run(seconds);
      } finally {
        await afterBusy();
      }
    },
  };
  try {
    await load.run(settings.warmupSeconds);
    const [quiet, busy] = await inAlternatingSlices(load, busyLoad);
    return { quiet, busy };
  } finally {
    load.close();
  }
}
