// When the first result number shows on an emulated mid-range phone on slow 4G (Lighthouse's mobile
// settings: 150 ms round trips, 1.6 Mbps down, CPU 4x slower), for a page of a running site and for the
// same page as static HTML (page-weights.mjs: its scripts and data removed, its stylesheet kept), served by
// the same server as a file of the shell's build (so both go over the same emulated network). Loads of the
// two alternate, so a machine that slows down meanwhile slows both.
// Usage: node scripts/bench/first-number.mjs <origin of a local server serving hosts/shell/dist> [path ...]
// (median of 5 loads each); `npm run bench` runs it too (benchmark.mjs).
import { rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from '../workspace.mjs';
import { asStaticHtml } from './page-weights.mjs';
import { settings } from './settings.mjs';

const RUNS = 5;
const NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

/* global document, window, requestAnimationFrame -- watchForNumber and the waited-for function run in the page */
// Polls each frame from the first script the page runs; a number in a result cell or card counts.
const watchForNumber = () => {
  const seen = () => [...document.querySelectorAll('td, .result-value')].some((cell) => /\d/.test(cell.textContent ?? ''));
  const check = () => {
    if (seen()) window.__firstNumberAt = performance.now();
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
};

const PLAIN_COPY = 'plain-copy-for-measuring.html';
const plainCopyFile = path.join(root, 'hosts', 'shell', 'dist', PLAIN_COPY);

async function firstNumberAt(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  const page = await context.newPage();
  await page.addInitScript(watchForNumber);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(url, { waitUntil: 'commit' });
  const at = await (await page.waitForFunction(() => window.__firstNumberAt, undefined, { timeout: 30_000 })).jsonValue();
  await context.close();
  return at;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Per page of `paths`: the median first-number times (ms) of the page and of its static copy, and their ratio. */
export async function measureFirstNumber(origin, paths) {
  const { chromium } = createRequire(path.join(root, 'e2e', 'package.json'))('@playwright/test');
  const browser = await chromium.launch({ executablePath: settings.chromiumPath, args: ['--no-sandbox'] });
  const rows = [];
  try {
    for (const pagePath of paths) {
      const url = `${origin}${pagePath}`;
      const html = await (await fetch(url, { headers: { accept: 'text/html' } })).text();
      writeFileSync(plainCopyFile, asStaticHtml(html));
      const live = [];
      const saved = [];
      for (let run = 0; run < RUNS; run += 1) {
        live.push(await firstNumberAt(browser, url));
        saved.push(await firstNumberAt(browser, `${origin}/${PLAIN_COPY}`));
      }
      const [pageMs, staticMs] = [median(live), median(saved)];
      rows.push({ path: pagePath, pageMs, staticMs, ratio: pageMs / staticMs });
    }
    return rows;
  } finally {
    rmSync(plainCopyFile, { force: true });
    await browser.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [origin = 'http://127.0.0.1:8080', ...paths] = process.argv.slice(2);
  for (const row of await measureFirstNumber(origin, paths.length > 0 ? paths : ['/'])) {
    console.log(`${row.path}: first number after ${row.pageMs.toFixed(0)} ms; as static HTML ${row.staticMs.toFixed(0)} ms; ratio ${row.ratio.toFixed(2)}`);
  }
}
