// Lighthouse's mobile run (its default: simulated slow 4G, CPU 4x slower) on pages of a running server, with
// Debian's Chromium. Lighthouse is not a dependency of the site: this runs the 12.8 line (the last to
// support Node 20) through npx, which downloads it once into npm's cache.
// Usage: node scripts/bench/lighthouse.mjs [--theme=light|dark|both] <origin> [path ...]
// The theme is the phone's colour scheme (prefers-color-scheme), which the site's theme follows; default light.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { settings } from './settings.mjs';

const THEME_OPTION = '--theme=';
const args = process.argv.slice(2);
const themeArg = args.find((arg) => arg.startsWith(THEME_OPTION))?.slice(THEME_OPTION.length) ?? 'light';
if (!['light', 'dark', 'both'].includes(themeArg)) {
  console.error(`✖ --theme must be light, dark or both, not "${themeArg}"`);
  process.exit(1);
}
const themes = themeArg === 'both' ? ['light', 'dark'] : [themeArg];
// Blink's preferred colour scheme: 0 is dark, 1 light (what DevTools' "emulate prefers-color-scheme" sets).
const schemeFlag = { dark: '--blink-settings=preferredColorScheme=0', light: '--blink-settings=preferredColorScheme=1' };
const [origin = 'http://127.0.0.1:8080', ...paths] = args.filter((arg) => !arg.startsWith(THEME_OPTION));
const dir = mkdtempSync(path.join(os.tmpdir(), 'lighthouse-'));
const score = (category) => Math.round(category.score * 100);
const ms = (audit) => `${Math.round(audit.numericValue)} ms`;

try {
  for (const [pagePath, theme] of (paths.length > 0 ? paths : ['/']).flatMap((page) => themes.map((scheme) => [page, scheme]))) {
    const output = path.join(dir, 'report.json');
    execFileSync(
      'npx',
      ['--yes', 'lighthouse@12.8', `${origin}${pagePath}`, '--quiet', '--form-factor=mobile', '--output=json', `--output-path=${output}`,
        `--chrome-flags=--headless=new --no-sandbox ${schemeFlag[theme]}`],
      { env: { ...process.env, CHROME_PATH: settings.chromiumPath }, stdio: ['ignore', 'ignore', 'inherit'] },
    );
    const { categories, audits } = JSON.parse(readFileSync(output, 'utf8'));
    console.log(
      `${pagePath} (${theme}): performance ${score(categories.performance)}, accessibility ${score(categories.accessibility)}, ` +
        `best practices ${score(categories['best-practices'])}, SEO ${score(categories.seo)}; ` +
        `FCP ${ms(audits['first-contentful-paint'])}, LCP ${ms(audits['largest-contentful-paint'])}, ` +
        `TBT ${ms(audits['total-blocking-time'])}, CLS ${audits['cumulative-layout-shift'].numericValue.toFixed(3)}, ` +
        `speed index ${ms(audits['speed-index'])}`,
    );
    // What cost the points outside performance (whose figures are above), so a low score says where to look.
    const failed = ['accessibility', 'best-practices', 'seo'].flatMap((id) =>
      categories[id].auditRefs.filter((ref) => ref.weight > 0 && audits[ref.id].score !== null && audits[ref.id].score < 1).map((ref) => `${id}: ${ref.id}`),
    );
    if (failed.length > 0) console.log(`  failed: ${failed.join(', ')}`);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
