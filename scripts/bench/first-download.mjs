// What a public page's first download is made of (issue 37): each script's gzipped bytes shared among the
// libraries and features its source map names. gzip compresses a file as a whole, so a group's figure is
// the file's gzipped size times the group's share of the file's raw bytes: close, not exact, and the groups
// of one route add up to its measured total.
// Alone: `node scripts/bench/first-download.mjs http://127.0.0.1:PORT` against a running site.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from '../workspace.mjs';

const require = createRequire(import.meta.url);

/** The group a source map's source belongs to: a library by package, our own code by package and feature. */
export function groupOf(source) {
  const modules = source.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const parts = source.slice(modules + 'node_modules/'.length).split('/');
    const name = parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
    if (name.startsWith('@module-federation/')) return '@module-federation runtime';
    if (name.startsWith('@lingui/')) return 'lingui';
    if (name === 'react-router' || name === 'react-router-dom') return 'react-router';
    if (name === 'scheduler') return 'react-dom';
    return name;
  }
  if (source.startsWith('webpack/') || source.includes('/webpack/runtime/')) return 'webpack runtime';
  const shared = /(?:^|\/)shared\/([^/]+)\//.exec(source);
  if (shared) return `@ghadi/${shared[1]}`;
  const shell = /src\/(features\/[^/]+|[^/]+)/.exec(source);
  if (shell) return `shell: ${shell[1].replace(/\.[jt]sx?$/, '')}`;
  return 'other';
}

/** Raw bytes per group in one built file, from its source map (bytes no mapping covers: 'webpack runtime'). */
function rawBytesByGroup(jsPath) {
  const { TraceMap, decodedMappings } = require('@jridgewell/trace-mapping');
  const code = readFileSync(jsPath, 'utf8');
  const map = new TraceMap(readFileSync(`${jsPath}.map`, 'utf8'));
  const groups = new Map();
  const add = (group, bytes) => groups.set(group, (groups.get(group) ?? 0) + bytes);
  const lines = code.split('\n');
  decodedMappings(map).forEach((segments, lineIndex) => {
    const line = lines[lineIndex] ?? '';
    let covered = 0;
    segments.forEach((segment, index) => {
      const end = index + 1 < segments.length ? segments[index + 1][0] : line.length;
      const bytes = Buffer.byteLength(line.slice(segment[0], end));
      covered += bytes;
      add(segment.length > 1 ? groupOf(map.resolvedSources[segment[1]] ?? map.sources[segment[1]]) : 'webpack runtime', bytes);
    });
    add('webpack runtime', Buffer.byteLength(line) - covered + 1);
  });
  return groups;
}

/** Gzipped bytes per group for the files of one measured route (bundle-size.mjs's `files`). */
export function breakDown(files) {
  const groups = new Map();
  for (const file of files) {
    const jsPath = path.join(root, 'hosts', 'shell', 'dist', new URL(file.url).pathname);
    if (file.app !== 'shell' || !existsSync(`${jsPath}.map`)) {
      groups.set('unmapped', (groups.get('unmapped') ?? 0) + file.gzipBytes);
      continue;
    }
    const raw = rawBytesByGroup(jsPath);
    const total = [...raw.values()].reduce((sum, bytes) => sum + bytes, 0);
    for (const [group, bytes] of raw) groups.set(group, (groups.get(group) ?? 0) + (file.gzipBytes * bytes) / total);
  }
  return new Map([...groups].map(([group, bytes]) => [group, Math.round(bytes)]).sort((a, b) => b[1] - a[1]));
}

/** A plain-text table: one row per group, one column per route. */
export function formatBreakdown(bundles) {
  const routes = bundles.map(({ route, files }) => ({ route, groups: breakDown(files), total: files.reduce((sum, file) => sum + file.gzipBytes, 0) }));
  const names = [...new Set(routes.flatMap(({ groups }) => [...groups.keys()]))];
  names.sort((a, b) => (routes[0].groups.get(b) ?? 0) - (routes[0].groups.get(a) ?? 0));
  const width = Math.max(...names.map((name) => name.length), 'group'.length);
  const cell = (value) => String(value).padStart(9);
  const rows = [
    "The first download per library and feature, gzipped bytes (a file's gzip shared by raw bytes)",
    `${'group'.padEnd(width)}${routes.map(({ route }) => cell(route)).join('')}`,
    ...names.map((name) => `${name.padEnd(width)}${routes.map(({ groups }) => cell(groups.get(name) ?? 0)).join('')}`),
    `${'total (measured)'.padEnd(width)}${routes.map(({ total }) => cell(total)).join('')}`,
  ];
  return rows.join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const baseUrl = process.argv[2];
  if (!baseUrl) throw new Error('usage: node scripts/bench/first-download.mjs http://127.0.0.1:PORT');
  const { measureInitialJs } = await import('./bundle-size.mjs');
  const bundles = (await measureInitialJs(baseUrl, ['/', '/hi/'])) ?? [];
  console.log(formatBreakdown(bundles));
}
