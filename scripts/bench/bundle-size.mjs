// The initial JavaScript of a route as a first-time visitor downloads it: every script Chromium fetches
// until the network is idle, gzipped here so the figure does not depend on how the server compresses.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from '../workspace.mjs';
import { settings } from './settings.mjs';

// @playwright/test belongs to the e2e workspace; resolve it from there wherever npm placed it.
const requireFromE2e = createRequire(path.join(root, 'e2e', 'package.json'));

function appOf(url) {
  const { pathname } = new URL(url);
  if (pathname.startsWith('/remotes/admin/')) return 'admin';
  if (pathname.startsWith('/remotes/agent/')) return 'agent';
  return 'shell';
}

async function measureRoute(browser, baseUrl, route) {
  // A fresh context per route: nothing cached from the previous one.
  const context = await browser.newContext();
  const page = await context.newPage();
  const files = [];
  const pending = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script' || response.status() !== 200) return;
    pending.push(
      response.body().then((body) => {
        const url = response.url();
        files.push({ url, app: appOf(url), bytes: body.length, gzipBytes: gzipSync(body, { level: 9 }).length });
      }),
    );
  });
  // The live-results stream never ends, so the network would never be idle; it carries no script.
  await page.route('**/api/results/stream', (request) => request.abort());
  await page.goto(`${baseUrl}${route}`, { waitUntil: 'networkidle', timeout: 30_000 });
  await Promise.all(pending);
  await context.close();
  const apps = {};
  for (const file of files) apps[file.app] = (apps[file.app] ?? 0) + file.gzipBytes;
  const gzipBytes = files.reduce((sum, file) => sum + file.gzipBytes, 0);
  return { route, gzipBytes, apps, files };
}

/** Per route: gzipped bytes in total and per app, and the files; null when there is no Chromium. */
export async function measureInitialJs(baseUrl, bundleRoutes = settings.bundleRoutes) {
  if (!existsSync(settings.chromiumPath)) return null;
  const { chromium } = requireFromE2e('@playwright/test');
  const browser = await chromium.launch({ executablePath: settings.chromiumPath, args: ['--no-sandbox'] });
  try {
    const routes = [];
    for (const route of bundleRoutes) routes.push(await measureRoute(browser, baseUrl, route));
    return routes;
  } finally {
    await browser.close();
  }
}
