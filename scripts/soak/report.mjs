// The printed end of a soak: one row per group of requests, the agent's writes, the server's memory,
// and the verdict with its reasons.
import { integer, ms, statusMix } from '../lib/format-figures.mjs';
import { formatTable } from '../lib/table.mjs';
import { toMb } from './memory.mjs';

const signedMb = (bytes) => `${bytes >= 0 ? '+' : '-'}${toMb(Math.abs(bytes))} MB`;

function requestTable(rows, seconds) {
  const columns = [
    { title: 'Group', align: 'left' },
    { title: 'requests', align: 'right' },
    { title: 'req/s', align: 'right' },
    { title: 'errors', align: 'right' },
    { title: 'p50 ms', align: 'right' },
    { title: 'p99 ms', align: 'right' },
    { title: 'statuses', align: 'left' },
  ];
  const total = rows.reduce(
    (sum, row) => ({ requests: sum.requests + row.requests, errors: sum.errors + row.errors }),
    { requests: 0, errors: 0 },
  );
  const line = (row) => [
    row.label,
    integer(row.requests),
    (row.requests / seconds).toFixed(1),
    integer(row.errors),
    ms(row.p50Ms),
    ms(row.p99Ms),
    statusMix(row.statuses ?? {}),
  ];
  const totalLine = ['Total', integer(total.requests), (total.requests / seconds).toFixed(1), integer(total.errors), '', '', ''];
  return { table: formatTable(columns, [...rows.map(line), totalLine]), ...total };
}

function memoryLines(memory) {
  if (!memory) return ['Server memory: no samples (no /proc/<pid>/status on this system?)'];
  const { rss, heap, samples } = memory;
  const lines = [
    `Server RSS:   start ${toMb(rss.start)} MB, peak ${toMb(rss.peak)} MB (at ${Math.round(rss.peakAtSeconds)} s), ` +
      `end ${toMb(rss.end)} MB; growth ${signedMb(rss.end - rss.start)} ` +
      `(${signedMb(rss.end - rss.middle)} over the second half); ${samples} samples`,
  ];
  if (heap) {
    lines.push(
      `V8 heap used: start ${toMb(heap.start)} MB, peak ${toMb(heap.peak)} MB, end ${toMb(heap.end)} MB; ` +
        `growth ${signedMb(heap.end - heap.start)}`,
    );
  }
  return lines;
}

/** The report text and whether the soak passed (no error, no stale read, no lost write). */
export function formatReport(run) {
  const { table, requests, errors } = requestTable([...run.publicRows, ...run.writer.rows], run.seconds);
  const { writer } = run;
  const failures = [];
  if (errors > 0) failures.push(`${errors} failed requests`);
  if (writer.staleReads > 0) failures.push(`${writer.staleReads} stale reads`);
  if (writer.lostWrites > 0) failures.push(`${writer.lostWrites} lost writes`);
  if (writer.acknowledged === 0) failures.push('no write was acknowledged');
  if (run.serverExit !== 0) failures.push(`the server stopped with ${run.serverExit} instead of exit 0`);

  const lines = [
    `Soak of ${run.seconds.toFixed(1)} s against ${run.database} (server pid ${run.pid}, ${run.baseUrl})`,
    `Seeded ${run.seed.games} games, ${run.seed.results} results over ${run.seed.days} days, one agent with ` +
      `${run.seed.agentGames} games, in ${run.seed.seconds.toFixed(1)} s`,
    '',
    table,
    '',
    `Requests: ${integer(requests)}, errors (non-2xx/304, connection errors, timeouts): ${integer(errors)}`,
    `Agent writes acknowledged: ${writer.acknowledged} (${writer.today} for today, ${writer.past} for past days); ` +
      `read-backs: ${writer.checks}; stale reads: ${writer.staleReads}; lost writes: ${writer.lostWrites}`,
    ...memoryLines(run.memory),
    `Server stopped with: ${run.serverExit}`,
  ];
  if (writer.details.length) lines.push('', 'First problems seen:', ...writer.details.map((detail) => `  ${detail}`));
  lines.push('', failures.length ? `✖ FAIL: ${failures.join(', ')}` : '✔ PASS: no errors, no stale reads, no lost writes');
  return { text: lines.join('\n'), passed: failures.length === 0 };
}
