import { defineConfig, devices } from '@playwright/test';
import { E2E_BASE_URL, E2E_PORT } from './support/site';

// Chromium from the system (CHROMIUM_PATH, set by npm test); Playwright's own download is not used.
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// Three lanes, each one test at a time, side by side: a browser test mostly waits (on pages, servers and
// timers), so three lanes take about a third of the time of one. The specs that start every site they use
// (servers.ts) have a lane of their own; the others share a server per lane, split to take about as long.
const ownSites = /\/(account-proofs|account-security|demo|fresh-site|independent-deploy|installable-site|page-weight|stored-xss)\.spec\.ts$/;
const secondSite =
  /\/(accessibility|contrast|game-page-errors|guards|page-addresses|public-site|screenshots|server-rendering|visitor-box)\.spec\.ts$/;
const SECOND_PORT = E2E_PORT + 60;
const chromium = { ...devices['Desktop Chrome'], channel: undefined };

/** The production server serving the production bundles, on a database of its own. */
const siteServer = (port: number) => ({
  command: 'node support/start-server.mjs',
  url: `http://127.0.0.1:${port}/health/ready`,
  reuseExistingServer: false,
  timeout: 60_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
  env: { PORT: String(port) },
});

export default defineConfig({
  testDir: '.',
  testMatch: /.*\.(spec|setup)\.ts$/,
  // Separate folders let two runs (on different E2E_PORTs) share a checkout.
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  fullyParallel: false,
  workers: 3,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: E2E_BASE_URL,
    trace: 'retain-on-failure',
    // The site's service worker fetches on the page's behalf, out of page.route's reach: specs that stub
    // or fail requests would see the real server. installable-site.spec.ts, which tests the worker, allows it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath,
      // Root in CI has no sandbox; background networking is pointless on a closed network.
      args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [
    { name: 'first-site', testIgnore: [ownSites, secondSite], workers: 1, use: chromium },
    { name: 'second-site', testMatch: secondSite, workers: 1, use: { ...chromium, baseURL: `http://127.0.0.1:${SECOND_PORT}` } },
    { name: 'own-sites', testMatch: ownSites, workers: 1, use: chromium },
  ],
  webServer: [siteServer(E2E_PORT), siteServer(SECOND_PORT)],
});
