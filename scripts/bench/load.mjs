// One row's measurement: autocannon in this process against a server in another, warm-up first.
import autocannon from 'autocannon';
import { settings } from './settings.mjs';

// A 304 is the answer a conditional request asks for; anything else outside 2xx is a failure.
const isSuccess = (status) => (status >= 200 && status < 300) || status === 304;

function run(baseUrl, scenario, duration) {
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

/**
 * Requests per second, p50/p99 latency in ms, errors (connection errors, timeouts, bad statuses), the
 * count per status, and the bytes read per response, headers included (what each answer costs to send).
 */
export async function measure(baseUrl, scenario) {
  await run(baseUrl, scenario, settings.warmupSeconds);
  const result = await run(baseUrl, scenario, settings.durationSeconds);
  const statuses = Object.fromEntries(
    Object.entries(result.statusCodeStats).map(([status, { count }]) => [status, count]),
  );
  const failedStatuses = Object.entries(statuses)
    .filter(([status]) => !isSuccess(Number(status)))
    .reduce((sum, [, count]) => sum + count, 0);
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + failedStatuses,
    requests: result.requests.total,
    bytesPerResponse: result.requests.total ? result.throughput.total / result.requests.total : 0,
    statuses,
  };
}
