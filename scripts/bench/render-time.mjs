// How long the server takes to render a public page it has not cached: against the server with the
// public cache off (every read from the database, every page rendered), one request at a time so no
// request waits for another.
import { settings } from './settings.mjs';

const percentile = (sorted, fraction) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))];

async function timePage(baseUrl, pagePath) {
  const times = [];
  for (let index = 0; index < settings.renderSamples; index += 1) {
    const started = performance.now();
    const response = await fetch(`${baseUrl}${pagePath}`, { headers: { accept: 'text/html', 'accept-encoding': 'identity' } });
    const html = await response.text();
    if (response.status !== 200 || !html.includes('id="page-data"')) throw new Error(`${pagePath} answered ${response.status} without a rendered page`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { path: pagePath, samples: times.length, p50Ms: percentile(times, 0.5), p99Ms: percentile(times, 0.99) };
}

/** p50 and p99 of a cache-miss render of each page (`pages`: paths). */
export async function measureRenderTimes(baseUrl, pages) {
  const rows = [];
  for (const pagePath of pages) rows.push(await timePage(baseUrl, pagePath));
  return rows;
}
