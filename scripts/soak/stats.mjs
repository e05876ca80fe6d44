// Latency figures for the requests this process times itself (autocannon times its own).

/** Nearest-rank percentile of `values` (ms), or null when there are none. */
export function percentile(values, p) {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** One group's row of the report, from counts and the latencies it recorded. */
export function groupRow({ label, requests, errors, statuses, latencies }) {
  return { label, requests, errors, statuses, p50Ms: percentile(latencies, 50), p99Ms: percentile(latencies, 99) };
}

// A 304 is the answer a conditional request asks for; anything else outside 2xx is a failure.
export const isSuccess = (status) => (status >= 200 && status < 300) || status === 304;

/** Adds one answer's status to a { status: count } tally. */
export function countStatus(statuses, status) {
  statuses[status] = (statuses[status] ?? 0) + 1;
}
