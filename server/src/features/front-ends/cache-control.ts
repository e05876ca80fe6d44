import path from 'node:path';

// Not content-hashed, and they say where everything else is: a browser must always revalidate them.
const entryFiles = new Set(['remoteEntry.js', 'mf-manifest.json', 'runtime-config.json']);

/** Cache-Control for a file of a built front end, from its path relative to the dist folder. */
export function cacheControlFor(relativePath: string): string {
  // The build's pre-compressed copy (remoteEntry.js.br) is the same file to a browser.
  const segments = relativePath.replace(/\.(br|gz)$/, '').split(path.sep);
  const name = segments[segments.length - 1] ?? '';
  if (entryFiles.has(name) || name.endsWith('.html')) return 'no-cache';
  // Files under static/ carry a content hash in their name: a new build means a new URL.
  if (segments.includes('static')) return 'public, max-age=31536000, immutable';
  return 'public, max-age=300';
}
