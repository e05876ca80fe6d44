// Bulk import against a running server: a CSV of `--games` games x `--years` years of daily results (20 x 20
// is about 146,000 rows), previewed, imported, then imported again (which must change nothing), each timed.
// With `--pid` (the server's process, on this machine) it also samples the server's resident memory.
//
//   node scripts/bench/import.mjs --base-url http://127.0.0.1:3000 --user admin --password secret [--pid 1234]
//
// The games are created through the API when missing; use a fresh database, as existing results or
// holidays of those games change what the import does. Run it after the build: it reads the built contracts.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { apiPaths } from '@ghadi/contracts/api-paths';
import { callJson, signIn } from '../lib/http.mjs';
import { gameInputs, resultFor } from '../lib/sample-games.mjs';
import { daysBackFrom, siteToday } from '../lib/site-dates.mjs';

const { values: options } = parseArgs({
  options: {
    'base-url': { type: 'string', default: 'http://127.0.0.1:3000' },
    user: { type: 'string', default: 'admin' },
    password: { type: 'string', default: process.env.ADMIN_PASSWORD },
    'time-zone': { type: 'string', default: process.env.SITE_TIMEZONE ?? 'Asia/Kolkata' },
    games: { type: 'string', default: '20' },
    years: { type: 'string', default: '20' },
    pid: { type: 'string' },
  },
});
const baseUrl = options['base-url'];
if (!options.password) throw new Error('Give the admin password: --password or ADMIN_PASSWORD');

/** The server's resident memory now and at its peak, in MB, from /proc (Linux, same machine); null otherwise. */
function serverMemory() {
  if (!options.pid) return null;
  try {
    const status = readFileSync(`/proc/${options.pid}/status`, 'utf8');
    const megabytes = (field) => Math.round(Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) / 1024);
    return { rssMb: megabytes('VmRSS'), peakRssMb: megabytes('VmHWM') };
  } catch {
    return null;
  }
}

/** Times one CSV upload, sampling the server's memory meanwhile; the highest sample is the peak during the call. */
async function timedUpload(path, csv, token) {
  let highestMb = serverMemory()?.rssMb ?? null;
  const sampler = setInterval(() => {
    const memory = serverMemory();
    if (memory) highestMb = Math.max(highestMb ?? 0, memory.rssMb);
  }, 100);
  const started = performance.now();
  try {
    const response = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'text/csv; charset=utf-8', authorization: `Bearer ${token}` },
      body: csv,
    });
    const body = await response.json();
    return { status: response.status, body, seconds: (performance.now() - started) / 1000, highestRssMb: highestMb };
  } finally {
    clearInterval(sampler);
  }
}

async function ensureGames(token, count) {
  const existing = new Set((await callJson(baseUrl, 'GET', apiPaths.ghadis)).data.map((game) => game.NameEn));
  const inputs = gameInputs(count);
  for (const input of inputs) if (!existing.has(input.NameEn)) await callJson(baseUrl, 'POST', apiPaths.ghadis, { token, body: input });
  return inputs.map((input) => input.NameEn);
}

function importFile(names, years) {
  const days = daysBackFrom(siteToday(options['time-zone']), years);
  const lines = ['date,game,result'];
  names.forEach((name, gameIndex) => days.forEach((date, dayIndex) => lines.push(`${date},${name},${resultFor(gameIndex, dayIndex)}`)));
  return { csv: `${lines.join('\r\n')}\r\n`, rows: lines.length - 1 };
}

const token = await signIn(baseUrl, { UserName: options.user, Password: options.password });
const names = await ensureGames(token, Number(options.games));
const { csv, rows } = importFile(names, Number(options.years));
console.error(`› ${rows} rows, ${(Buffer.byteLength(csv) / 1024 / 1024).toFixed(1)} MB, ${names.length} games`);
const before = serverMemory();

const runs = [
  ['preview', apiPaths.importPreview],
  ['import', apiPaths.importResults],
  ['import again', apiPaths.importResults],
];
const report = [];
for (const [name, path] of runs) {
  const { status, body, seconds, highestRssMb } = await timedUpload(path, csv, token);
  const outcome = body.counts ?? { added: body.added, changed: body.changed, unchanged: body.unchanged, refused: body.refusedCount };
  report.push({ step: name, status, seconds: Number(seconds.toFixed(2)), ...outcome, highestRssMb });
  if (status !== 200) console.error(`› ${name}: ${status} ${body.message}`);
}
console.table(report);
const after = serverMemory();
if (before && after) console.log(`server RSS: ${before.rssMb} MB before, ${after.rssMb} MB after, ${after.peakRssMb} MB peak since start`);
else console.log('server RSS: not measured (pass --pid of a server on this machine)');
