// Lighthouse's mobile run (its default: simulated slow 4G, CPU 4x slower) on pages of a running server, with
// Debian's Chromium. Lighthouse is not a dependency of the site: this runs the 12.8 line (the last to
// support Node 20) through npx, which downloads it once into npm's cache.
// Usage: node scripts/bench/lighthouse.mjs <origin> [path ...]
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { settings } from './settings.mjs';

const [origin = 'http://127.0.0.1:8080', ...paths] = process.argv.slice(2);
const dir = mkdtempSync(path.join(os.tmpdir(), 'lighthouse-'));
const score = (category) => Math.round(category.score * 100);
const ms = (audit) => `${Math.round(audit.numericValue)} ms`;

try {
  for (const pagePath of paths.length > 0 ? paths : ['/']) {
    const output = path.join(dir, 'report.json');
    execFileSync(
      'npx',
      ['--yes', 'lighthouse@12.8', `${origin}${pagePath}`, '--quiet', '--form-factor=mobile', '--output=json', `--output-path=${output}`,
        '--chrome-flags=--headless=new --no-sandbox'],
      { env: { ...process.env, CHROME_PATH: settings.chromiumPath }, stdio: ['ignore', 'ignore', 'inherit'] },
    );
    const { categories, audits } = JSON.parse(readFileSync(output, 'utf8'));
    console.log(
      `${pagePath}: performance ${score(categories.performance)}, accessibility ${score(categories.accessibility)}, ` +
        `best practices ${score(categories['best-practices'])}, SEO ${score(categories.seo)}; ` +
        `FCP ${ms(audits['first-contentful-paint'])}, LCP ${ms(audits['largest-contentful-paint'])}, ` +
        `TBT ${ms(audits['total-blocking-time'])}, CLS ${audits['cumulative-layout-shift'].numericValue.toFixed(3)}, ` +
        `speed index ${ms(audits['speed-index'])}`,
    );
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
