import { isPublicPage, isPublicRead, isShellStaticFile, mayKeep } from '../caching-rules';

const ORIGIN = 'https://results.example.in';
const at = (path: string, origin = ORIGIN) => new URL(path, origin);

test('public pages are kept for offline; the back offices and their logins never are', () => {
  for (const path of ['/', '/satta-results/kalyan', '/record-chart/2026/11', '/about']) expect(isPublicPage(at(path), 'navigate', ORIGIN)).toBe(true);
  for (const path of ['/admin', '/admin/dashboard', '/agent/login', '/login', '/api/ghadis', '/remotes/admin/index.html', '/health/ready']) {
    expect(isPublicPage(at(path), 'navigate', ORIGIN)).toBe(false);
  }
  expect(isPublicPage(at('/'), 'cors', ORIGIN)).toBe(false);
  expect(isPublicPage(at('/', 'https://other.example.in'), 'navigate', ORIGIN)).toBe(false);
});

test('public API reads are kept; private areas, the live stream and push never are', () => {
  for (const path of ['/api/ghadis', '/api/results/kalyan?year=2026&month=11', '/api/draw-day', '/api/site-content']) {
    expect(isPublicRead(at(path), 'GET', ORIGIN)).toBe(true);
  }
  for (const path of ['/api/admin/push', '/api/agent/my-ghadi', '/api/users/me', '/api/results/stream', '/api/push/public-key', '/runtime-config.json']) {
    expect(isPublicRead(at(path), 'GET', ORIGIN)).toBe(false);
  }
  expect(isPublicRead(at('/api/visitor/track'), 'POST', ORIGIN)).toBe(false);
});

test("only the shell's own hashed files are kept, never a remote's entry or chunks", () => {
  expect(isShellStaticFile(at('/static/js/main.69ee2f68.js'), ORIGIN)).toBe(true);
  for (const path of ['/remotes/admin/remoteEntry.js', '/remotes/admin/mf-manifest.json', '/remotes/admin/static/js/537.280baa5a.js', '/runtime-config.json', '/sw.js']) {
    expect(isShellStaticFile(at(path), ORIGIN)).toBe(false);
  }
  expect(isShellStaticFile(at('/static/js/main.js', 'https://cdn.example.in'), ORIGIN)).toBe(false);
});

test('a private, no-store or failed answer is never kept', () => {
  const answer = (status: number, cacheControl?: string) => new Response('x', { status, headers: cacheControl ? { 'cache-control': cacheControl } : {} });
  expect(mayKeep(answer(200, 'public, no-cache'))).toBe(true);
  expect(mayKeep(answer(200))).toBe(true);
  expect(mayKeep(answer(200, 'no-store'))).toBe(false);
  expect(mayKeep(answer(200, 'private, max-age=60'))).toBe(false);
  expect(mayKeep(answer(404, 'public, no-cache'))).toBe(false);
  expect(mayKeep(answer(500))).toBe(false);
});
