// Turns one run's measurements into the printed tables and the JSON file kept next to earlier runs.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { integer, kb, ms, percent, statusMix } from '../lib/format-figures.mjs';
import { formatTable } from '../lib/table.mjs';
import { root } from '../workspace.mjs';
import { formatBreakdown } from './first-download.mjs';
import { loadGenerator } from './load.mjs';
import { settings } from './settings.mjs';

const resultsDir = path.join(root, 'bench-results');

/** The median of the raw runs by req/s: the table's raw row, and the limit for rows without a run of their own. */
function medianRun(runs) {
  const sorted = [...runs].sort((one, other) => one.requestsPerSecond - other.requestsPerSecond);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

function loadTable(raw, groups) {
  const limit = medianRun(raw.runs);
  const speeds = raw.runs.map((run) => run.requestsPerSecond);
  const columns = [
    { title: 'Server', align: 'left' },
    { title: 'Request', align: 'left' },
    { title: 'req/s', align: 'right' },
    { title: 'p50 ms', align: 'right' },
    { title: 'p99 ms', align: 'right' },
    { title: 'errors', align: 'right' },
    { title: 'vs raw', align: 'right' },
    { title: 'B/resp', align: 'right' },
    { title: 'status', align: 'left' },
    { title: 'note', align: 'left' },
  ];
  const row = (server, { label, result, raw: pairedRaw = limit, note = '' }) => [
    server,
    label,
    integer(result.requestsPerSecond),
    ms(result.p50Ms),
    ms(result.p99Ms),
    integer(result.errors),
    percent(result.requestsPerSecond / pairedRaw.requestsPerSecond),
    integer(result.bytesPerResponse),
    statusMix(result.statuses),
    note,
  ];
  const spread = `${integer(Math.min(...speeds))}-${integer(Math.max(...speeds))}`;
  const rawNote = `median of ${raw.runs.length} runs (${spread}), one alongside each row`;
  const rows = [row('raw node:http', { label: raw.label, result: limit, note: rawNote })];
  for (const { server, rows: measured } of groups) rows.push(...measured.map((entry) => row(server, entry)));
  return formatTable(columns, rows);
}

/** The scale-out rows in the main table: one instance directly, then all of them through HAProxy. */
function scaleOutGroups(scaleOut) {
  if (!scaleOut?.direct) return [];
  return [
    { server: `PG+Redis, 1 of ${scaleOut.instances} direct`, rows: scaleOut.direct },
    { server: `PG+Redis, ${scaleOut.instances} via HAProxy`, rows: scaleOut.proxied },
  ];
}

function proxyTable(direct, proxied) {
  const columns = [
    { title: 'Request', align: 'left' },
    { title: 'direct req/s', align: 'right' },
    { title: 'proxy req/s', align: 'right' },
    { title: 'proxy / direct', align: 'right' },
    { title: 'p50 ms direct / proxy', align: 'right' },
    { title: 'p99 ms direct / proxy', align: 'right' },
    { title: 'errors direct / proxy', align: 'right' },
  ];
  const rows = direct.map((entry) => {
    const { result: one } = entry;
    const { result: two } = proxied.find((other) => other.key === entry.key);
    return [
      entry.label,
      integer(one.requestsPerSecond),
      integer(two.requestsPerSecond),
      percent(two.requestsPerSecond / one.requestsPerSecond),
      `${ms(one.p50Ms)} / ${ms(two.p50Ms)}`,
      `${ms(one.p99Ms)} / ${ms(two.p99Ms)}`,
      `${integer(one.errors)} / ${integer(two.errors)}`,
    ];
  });
  return formatTable(columns, rows);
}

const freshIn = (milliseconds, timeoutMs) =>
  milliseconds === null
    ? `still stale after ${timeoutMs / 1000} s (a missed invalidation)`
    : `after ${ms(milliseconds)} ms`;

function scaleOutSection(scaleOut, machine) {
  const title = 'Instances behind HAProxy (round robin)';
  // Runs saved before the row existed have no scaleOut.
  if (!scaleOut) return `${title}: not measured`;
  if (scaleOut.skipped) return `${title}: skipped, ${scaleOut.skipped}`;
  if (scaleOut.failed) return `${title}: FAILED, ${scaleOut.failed}`;
  const { instances, schema, prefix, balancer, seeding, freshness, direct, proxied, proxyStats } = scaleOut;
  const { changedMs, restoredMs, timeoutMs } = freshness;
  const split = proxyStats
    ? `${proxyStats.map(({ url, requests }) => `${new URL(url).port} ${integer(requests)}`).join(' / ')} requests, ` +
      `${integer(proxyStats.reduce((sum, { errors }) => sum + errors, 0))} upstream errors`
    : 'not recorded';
  return [
    `${title}: ${instances} instances of the same server sharing PostgreSQL (schema ${schema}) and Redis ` +
      `(prefix ${prefix}), public cache on,\nbehind ${balancer} (own process, one thread, keep-alive to each ` +
      'instance); the same reads also against one instance directly',
    proxyTable(direct, proxied),
    `Seeded through HAProxy in ${seeding.seconds.toFixed(1)} s: ` +
      `${seeding.games} games x ${seeding.days} days = ${integer(seeding.results)} results, ` +
      `${integer(seeding.visitors)} visitors${seeding.note ? ` (${seeding.note})` : ''}`,
    `Proxy split (all traffic, seeding included): ${split}`,
    `Across instances: a result written on one was served by the other ${freshIn(changedMs, timeoutMs)}; ` +
      `restored there,\nthe first served it ${freshIn(restoredMs, timeoutMs)}`,
    `Note: on this one ${machine.cpus}-core machine the ${instances} instances, HAProxy and the load generator ` +
      'all compete for the same CPU,\nso these rows show that the topology works and what the proxy hop costs, ' +
      'not how it scales; on separate machines\neach instance would have cores of its own.',
  ].join('\n');
}

function cacheTable(cached, uncached) {
  const columns = [
    { title: 'Request', align: 'left' },
    { title: 'cache on req/s', align: 'right' },
    { title: 'cache off req/s', align: 'right' },
    { title: 'on / off', align: 'right' },
  ];
  const rows = cached.map((entry) => {
    const off = uncached.find((other) => other.key === entry.key).result.requestsPerSecond;
    const on = entry.result.requestsPerSecond;
    return [entry.label, integer(on), integer(off), `${(on / off).toFixed(1)}x`];
  });
  return formatTable(columns, rows);
}

function bundleTable(bundles) {
  const columns = [
    { title: 'Route', align: 'left' },
    { title: 'total gzip', align: 'right' },
    { title: 'shell', align: 'right' },
    { title: 'admin', align: 'right' },
    { title: 'agent', align: 'right' },
    { title: 'files', align: 'right' },
  ];
  const rows = bundles.map(({ route, gzipBytes, apps, files }) => [
    route,
    kb(gzipBytes),
    kb(apps.shell),
    kb(apps.admin),
    kb(apps.agent),
    String(files.length),
  ]);
  return formatTable(columns, rows);
}

function bundleTarget(bundles) {
  const limit = settings.publicRouteTargetBytes;
  const homes = bundles.filter((bundle) => bundle.route === '/' || bundle.route === '/hi/');
  const measured = homes.map(({ route, gzipBytes }) => `${route} ${kb(gzipBytes)} (${integer(gzipBytes)} bytes)`).join(', ');
  return `Target: / and /hi/ each at most ${kb(limit)} gzipped (1 KB = 1024 bytes): ${measured}, ${verdict(homes.every(({ gzipBytes }) => gzipBytes <= limit))}`;
}

const verdict = (met) => (met ? 'met' : 'NOT met');

function weightSection({ seeding, weights }) {
  const { pageWeightRatio } = settings.scale;
  const columns = [{ title: 'page' }, { title: 'sent gzip', align: 'right' }, { title: 'static HTML gzip', align: 'right' }, { title: 'ratio', align: 'right' }];
  const rows = weights.map(({ path: pagePath, sentBytes, staticBytes, ratio }) => [pagePath, integer(sentBytes), integer(staticBytes), ratio.toFixed(2)]);
  const worst = Math.max(...weights.map(({ ratio }) => ratio));
  return [
    `Page weight with ${seeding.games} games x ${seeding.days} days (bytes on the wire vs the page without its scripts and data, gzipped alike)`,
    formatTable(columns, rows),
    `Target: every page at most ${pageWeightRatio}x its static HTML: worst ${worst.toFixed(2)}x, ${verdict(worst <= pageWeightRatio)}`,
  ].join('\n');
}

function firstNumberSection({ firstNumber }) {
  const { firstNumberRatio } = settings.scale;
  const columns = [{ title: 'page' }, { title: 'page ms', align: 'right' }, { title: 'static HTML ms', align: 'right' }, { title: 'ratio', align: 'right' }];
  const rows = firstNumber.map(({ path: pagePath, pageMs, staticMs, ratio }) => [pagePath, ms(Math.round(pageMs)), ms(Math.round(staticMs)), ratio.toFixed(2)]);
  const worst = Math.max(...firstNumber.map(({ ratio }) => ratio));
  return [
    'First result number on an emulated mid phone, slow 4G (150 ms, 1.6 Mbps, CPU 4x slower), median of 5 alternating loads',
    formatTable(columns, rows),
    `Target: at most ${firstNumberRatio}x the static page: worst ${worst.toFixed(2)}x, ${verdict(worst <= firstNumberRatio)} (a busy machine moves it by 0.1-0.3)`,
  ].join('\n');
}

function header({ machine, seeding, listing }) {
  const { connections, warmupSeconds, durationSeconds, acceptEncoding } = settings;
  const encoding = listing.encoding ? ` (${listing.encoding})` : '';
  return [
    `Machine: ${machine.cpus} x ${machine.cpuModel}, Node ${machine.node}`,
    `Load: ${loadGenerator === 'wrk' ? 'wrk, 1 thread' : 'autocannon'}, ${connections} connections, pipelining 1, ` +
      `${warmupSeconds} s warm-up + ${durationSeconds} s measured per row`,
    `Requests send Accept-Encoding: ${acceptEncoding}, as browsers do`,
    `Seeded through the API in ${seeding.seconds.toFixed(1)} s: ` +
      `${seeding.games} games x ${seeding.days} days = ${integer(seeding.results)} results, ` +
      `${integer(seeding.visitors)} visitors`,
    `Raw limit: a fixed ${integer(listing.bytes)}-byte body, the size of GET /api/ghadis on the wire${encoding}`,
    `vs raw: against the raw server measured in ${settings.slices} slices alternating with the row's (the machine drifts); ` +
      'scale-out rows: the median raw run',
    `p50: the slices' median; p99: the worst slice's`,
    'B/resp: bytes read per response, headers included',
    'errors: connection errors, timeouts and statuses other than 2xx/304',
  ].join('\n');
}

function bundleSection(bundles) {
  if (!bundles) return `Initial JavaScript: not measured, no Chromium at ${settings.chromiumPath} (see CHROMIUM_PATH)`;
  const title = 'Initial JavaScript per route on the scale rows\' site, first visit (gzip -9 of each script fetched until network idle)';
  const homes = bundles.filter(({ route }) => route === '/' || route === '/hi/');
  return [title, bundleTable(bundles), bundleTarget(bundles), formatBreakdown(homes)].join('\n');
}

function renderSection(renders) {
  const columns = [{ title: 'page' }, { title: 'samples', align: 'right' }, { title: 'p50 ms', align: 'right' }, { title: 'p99 ms', align: 'right' }];
  const rows = renders.map(({ path: pagePath, samples, p50Ms, p99Ms }) => [pagePath, String(samples), ms(p50Ms), ms(p99Ms)]);
  return `Server render of a page not in the cache (cache off: reads from the database, one request at a time)\n${formatTable(columns, rows)}`;
}

/** The whole report as printed on stdout. */
export function formatReport(run) {
  const { raw, cached, uncached, renders, scale, bundles, scaleOut, machine } = run;
  const groups = [
    { server: 'cache on', rows: cached },
    { server: 'cache off', rows: uncached },
    ...scaleOutGroups(scaleOut),
  ];
  return [
    header(run),
    loadTable(raw, groups),
    `Public response cache, on vs off (PUBLIC_CACHE=off)\n${cacheTable(cached, uncached)}`,
    renderSection(renders),
    weightSection(scale),
    firstNumberSection(scale),
    bundleSection(bundles),
    scaleOutSection(scaleOut, machine),
  ].join('\n\n');
}

/** Writes the run as JSON under bench-results/ (gitignored); returns the file's path. */
export function saveReport(run) {
  mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `bench-${run.finishedAt.replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, `${JSON.stringify({ settings, ...run }, null, 2)}\n`);
  return file;
}
