import { apiPaths } from '@ghadi/contracts/api-paths';
import { backOfficeRoots } from '@ghadi/contracts/paths';

/** How long a page or a public read waits for the network before the saved copy answers. */
export const NETWORK_TIMEOUT_SECONDS = 3;

// Back offices, the session, the live stream and push: never kept. Module Federation's entry files live
// under /remotes/ (or on another origin) and runtime-config.json is no API read: no route matches them.
const PRIVATE_API_PREFIXES = ['/api/admin', '/api/agent', '/api/users', '/api/push', apiPaths.resultStream];

const startsWithSegment = (pathname: string, prefix: string): boolean => pathname === prefix || pathname.startsWith(`${prefix}/`);

/** A navigation to one of the public pages (server-rendered, the same for every visitor). */
export function isPublicPage(url: URL, mode: RequestMode, origin: string): boolean {
  if (mode !== 'navigate' || url.origin !== origin) return false;
  return !['/api', '/remotes', '/health', ...backOfficeRoots].some((prefix) => startsWithSegment(url.pathname, prefix));
}

/** A GET of the site's public API (results, games, site content) from this origin. */
export function isPublicRead(url: URL, method: string, origin: string): boolean {
  if (method !== 'GET' || url.origin !== origin || !startsWithSegment(url.pathname, '/api')) return false;
  return !PRIVATE_API_PREFIXES.some((prefix) => startsWithSegment(url.pathname, prefix));
}

/** One of the shell's own content-hashed files (a remote's are under /remotes/, and never kept). */
export function isShellStaticFile(url: URL, origin: string): boolean {
  return url.origin === origin && url.pathname.startsWith('/static/');
}

/** Only a complete answer that the server allows any cache to keep is saved. */
export function mayKeep(response: Response): boolean {
  if (response.status !== 200 || response.type === 'opaque') return false;
  const cacheControl = response.headers.get('cache-control')?.toLowerCase() ?? '';
  return !/(^|[\s,])(no-store|private)([\s,=]|$)/.test(cacheControl);
}
