// npm test: every suite of the project, the same way on a laptop and in CI.
//   1. install and build when needed (the browser tests use the real production bundles);
//   2. check that the lock describes the package.json files, type-check every package, and lint the whole tree (code and architecture boundaries);
//   3. jest: every front-end package, and the server on SQLite and on PostgreSQL;
//   4. Playwright in Chromium against the real server serving the built apps.
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './chromium.mjs';
import { requireSupportedNode } from './lib/supported-node.mjs';
import { ensureBuilt, ensureInstalled, root } from './workspace.mjs';

requireSupportedNode();
ensureInstalled();
ensureBuilt();

const failed = [];
const took = [];
function step(name, command, args, env = {}) {
  console.log(`\n› ${name}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  took.push(`${Math.round((Date.now() - started) / 1000)} s  ${name}`);
  if (result.status !== 0) failed.push(name);
}

// TEST_ONLY=static,jest,browser (any of them, comma-separated; all by default) runs some steps: CI's second
// Node line skips the static checks, which read the source and answer the same on any line, and times its
// jest and browser steps as parts of their own.
const only = process.env.TEST_ONLY ? new Set(process.env.TEST_ONLY.split(',').map((name) => name.trim())) : undefined;
const runs = (name) => only === undefined || only.has(name);
if (runs('static')) {
  step('Lock file', 'node', ['scripts/check-lock.mjs']);
  step('Type-check', 'npx', ['lerna', 'run', 'typecheck', '--no-progress']);
  step('Lint (ESLint)', 'npx', ['eslint', '.']);
}
if (runs('jest')) step('Unit and server tests (jest)', 'npx', ['jest', '--ci', '--maxWorkers=2']);
if (runs('browser')) {
  const chromium = ensureChromium();
  step('Browser tests (Playwright, Chromium)', 'npm', ['test', '--workspace', '@ghadi/e2e'], { CHROMIUM_PATH: chromium });
}

// Each step's time, so a slow CI run shows which part grew.
console.log(`\n${took.join('\n')}`);
if (failed.length > 0) {
  console.error(`\n✖ Failed: ${failed.join(', ')}`);
  process.exit(1);
}
console.log('\n✔ All suites passed.');
