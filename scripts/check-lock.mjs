// Fails when package-lock.json does not describe the package.json files: `npm ci` only checks that the
// locked versions satisfy the ranges, so a dependency moved between kinds, or added where the lock already
// held it for another package, would pass it while `npm install` rewrites the lock. Node built-ins only:
// it runs before anything is installed.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './workspace.mjs';

const KINDS = ['dependencies', 'devDependencies', 'optionalDependencies', 'peerDependencies'];
const readJson = (file) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));

/** "kind name: range" lines of a package.json or of the lock's entry for it. */
const declared = (entry) => KINDS.flatMap((kind) => Object.entries(entry[kind] ?? {}).map(([name, range]) => `${kind} ${name}: ${range}`)).sort();

const lock = readJson('package-lock.json');
const manifestFolders = Object.keys(lock.packages).filter((folder) => !folder.includes('node_modules'));
const problems = [];
for (const folder of manifestFolders) {
  let manifest;
  try {
    manifest = readJson(path.join(folder, 'package.json'));
  } catch {
    problems.push(`${folder || '.'}: in the lock, but it has no package.json`);
    continue;
  }
  const locked = new Set(declared(lock.packages[folder]));
  const wanted = new Set(declared(manifest));
  for (const line of wanted) if (!locked.has(line)) problems.push(`${folder || '.'}: package.json has ${line}, the lock does not`);
  for (const line of locked) if (!wanted.has(line)) problems.push(`${folder || '.'}: the lock has ${line}, package.json does not`);
}

// Every workspace the root names must be in the lock too.
const workspaceFolders = readJson('package.json').workspaces.flatMap((pattern) =>
  pattern.endsWith('/*') ? readdirSync(path.join(root, pattern.slice(0, -2))).map((name) => `${pattern.slice(0, -2)}/${name}`) : [pattern],
);
for (const folder of workspaceFolders) {
  if (existsSync(path.join(root, folder, 'package.json')) && !manifestFolders.includes(folder)) problems.push(`${folder}: a workspace the lock does not have`);
}

if (problems.length > 0) {
  console.error(`✖ package-lock.json does not describe the package.json files:\n  ${problems.join('\n  ')}`);
  console.error('Run `npm install` and commit package-lock.json.');
  process.exit(1);
}
console.log(`✔ package-lock.json describes all ${manifestFolders.length} package.json files.`);
