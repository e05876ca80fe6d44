// Steps npm start and npm test share: install when needed, build when sources changed. Node built-ins
// only, because these run before anything is installed.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  if (result.status !== 0) {
    console.error(`\n✖ ${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
}

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist' || entry === 'dist-server' || entry.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/**
 * Installs the locked dependencies when node_modules is missing or older than package.json or the lock.
 * `npm install` rather than `npm ci`, so that a package.json just edited updates the lock (CI runs `npm ci`).
 */
export function ensureInstalled() {
  const marker = path.join(root, 'node_modules', '.package-lock.json');
  const inputs = Math.max(newestMtime(path.join(root, 'package-lock.json')), newestMtime(path.join(root, 'package.json')));
  if (existsSync(marker) && statSync(marker).mtimeMs >= inputs) return;
  console.log('› Installing dependencies...');
  run('npm', ['install', '--no-fund', '--no-audit']);
}

const buildStamp = path.join(root, 'node_modules', '.ghadi-build-stamp');
const buildInputs = ['hosts', 'remotes', 'shared', 'server/src', 'server/package.json', 'tsconfig.base.json', 'package-lock.json'];
const buildOutputs = ['shared/contracts/dist', 'server/dist', 'hosts/shell/dist', 'hosts/shell/dist-server/render-page.js', 'remotes/admin/dist', 'remotes/agent/dist'];

/** Builds every package (contracts, server, shell, remotes) when an output is missing or a source is newer. */
export function ensureBuilt({ force = false } = {}) {
  const missing = buildOutputs.some((output) => !existsSync(path.join(root, output)));
  const stamp = existsSync(buildStamp) ? statSync(buildStamp).mtimeMs : 0;
  const changed = buildInputs.some((input) => newestMtime(path.join(root, input)) > stamp);
  if (!force && !missing && !changed) return;
  console.log('› Building contracts, server, shell and remotes...');
  run('npx', ['lerna', 'run', 'build', '--no-progress']);
  writeFileSync(buildStamp, new Date().toISOString());
}

/**
 * Takes another checkout's build outputs as this one's, marked current. The bundles and compiled server are
 * plain JavaScript, the same on every Node line: CI's second Node line tests them instead of building again.
 */
export function adoptBuild(fromRoot) {
  for (const output of buildOutputs) {
    // A single file stands for the folder the build writes it into.
    const folder = path.extname(output) ? path.dirname(output) : output;
    rmSync(path.join(root, folder), { recursive: true, force: true });
    cpSync(path.join(fromRoot, folder), path.join(root, folder), { recursive: true });
  }
  writeFileSync(buildStamp, new Date().toISOString());
}
