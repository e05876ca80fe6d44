// Figures for a group of requests this process times itself (autocannon times its own): counts, the tally
// per status (or connection error), and the latencies for p50/p99.
import { isSuccess } from '../lib/http.mjs';

export function newGroup(label) {
  return { label, requests: 0, errors: 0, statuses: {}, latencies: [] };
}

/** Records one timedCall answer in `group`; true when it succeeded. */
export function record(group, answer) {
  const outcome = answer.error ?? answer.status;
  group.requests += 1;
  group.latencies.push(answer.ms);
  group.statuses[outcome] = (group.statuses[outcome] ?? 0) + 1;
  const succeeded = !answer.error && isSuccess(answer.status);
  if (!succeeded) group.errors += 1;
  return succeeded;
}

/** Nearest-rank percentile of `values` (ms), or null when there are none. */
function percentile(values, p) {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** The group's row of the report. */
export function groupRow({ label, requests, errors, statuses, latencies }) {
  return { label, requests, errors, statuses, p50Ms: percentile(latencies, 50), p99Ms: percentile(latencies, 99) };
}
