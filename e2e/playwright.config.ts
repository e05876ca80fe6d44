import { defineConfig, devices } from '@playwright/test';
import { E2E_BASE_URL, E2E_PORT } from './support/site';

// Chromium from the system (CHROMIUM_PATH, set by npm test); Playwright's own download is not used.
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// Specs that start every site they use (servers.ts) run in a lane of their own beside the specs of the shared
// server below, whose data they would otherwise share: two lanes, each one test at a time. A browser test
// mostly waits (on pages, servers and timers), so the two lanes take about half the time of one.
const ownSites = /\/(account-proofs|account-security|demo|fresh-site|independent-deploy|installable-site|page-weight|stored-xss)\.spec\.ts$/;
const chromium = { ...devices['Desktop Chrome'], channel: undefined };

export default defineConfig({
  testDir: '.',
  testMatch: /.*\.(spec|setup)\.ts$/,
  // Separate folders let two runs (on different E2E_PORTs) share a checkout.
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  fullyParallel: false,
  workers: 2,
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
    { name: 'shared-site', testIgnore: ownSites, workers: 1, use: chromium },
    { name: 'own-sites', testMatch: ownSites, workers: 1, use: chromium },
  ],
  webServer: {
    // The production server serving the production bundles, on a database of its own.
    command: 'node support/start-server.mjs',
    url: `${E2E_BASE_URL}/health/ready`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { PORT: String(E2E_PORT) },
  },
});
