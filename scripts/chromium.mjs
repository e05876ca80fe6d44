// The browser tests drive Debian's Chromium (Playwright cannot download its own browser here).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const candidates = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

function onPath(name) {
  const found = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' });
  return found.status === 0 ? found.stdout.trim() : '';
}

function find() {
  if (process.env.CHROMIUM_PATH) return existsSync(process.env.CHROMIUM_PATH) ? process.env.CHROMIUM_PATH : '';
  return candidates.find((candidate) => existsSync(candidate)) ?? onPath('chromium');
}

/** The path of a Chromium to test with, installing Debian's package when this machine allows it. */
export function ensureChromium() {
  const found = find();
  if (found) return found;
  const canInstall = process.getuid?.() === 0 && onPath('apt-get');
  if (canInstall) {
    console.log('› Chromium not found: installing it with apt-get...');
    spawnSync('apt-get', ['update'], { stdio: 'inherit' });
    spawnSync('apt-get', ['install', '-y', 'chromium'], { stdio: 'inherit' });
    const installed = find();
    if (installed) return installed;
  }
  console.error(
    '\n✖ The browser tests need Chromium. Install it with `sudo apt-get install -y chromium`\n' +
      '  (or point CHROMIUM_PATH at a Chromium or Chrome binary), then run `npm test` again.',
  );
  process.exit(1);
}
