import { isSuccess } from './http.mjs';

/**
 * An autocannon result as the scripts report it: requests, seconds, bytes, p50/p99 ms, the count per
 * status, and errors (connection errors and timeouts, which autocannon counts among its errors, plus
 * statuses other than 2xx/304).
 */
export function summarizeAutocannon(result) {
  const statuses = Object.fromEntries(
    Object.entries(result.statusCodeStats).map(([status, { count }]) => [status, count]),
  );
  const badStatuses = Object.entries(statuses)
    .filter(([status]) => !isSuccess(Number(status)))
    .reduce((sum, [, count]) => sum + count, 0);
  return {
    requests: result.requests.total,
    seconds: result.duration,
    bytes: result.throughput.total,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + badStatuses,
    statuses,
  };
}
