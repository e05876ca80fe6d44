import { OFFLINE_COPY_META } from '../../lib/offline-copy-meta';
import { markOfflineCopy } from '../offline-copy';

const page = '<!doctype html>\n<html lang="en">\n  <head>\n    <meta charset="utf-8" />\n  </head>\n  <body><div id="root">42</div></body>\n</html>';

test('a saved page served offline carries when the server sent it, and is otherwise the same page', async () => {
  const saved = new Response(page, { headers: { 'content-type': 'text/html; charset=utf-8', date: 'Sun, 22 Nov 2026 11:47:00 GMT', 'content-length': String(page.length) } });
  const served = await markOfflineCopy(saved);
  const html = await served.text();
  expect(html).toContain(`<head><meta name="${OFFLINE_COPY_META}" content="2026-11-22T11:47:00.000Z" />`);
  expect(html.replace(/<meta name="offline-copy-of"[^>]*\/>/, '')).toBe(page);
  expect(served.headers.get('content-type')).toBe('text/html; charset=utf-8');
  expect(served.headers.get('content-length')).toBeNull();
  expect(served.status).toBe(200);
});

test('a saved page without a date is still marked, with no time to claim', async () => {
  const served = await markOfflineCopy(new Response(page, { headers: { 'content-type': 'text/html' } }));
  expect(await served.text()).toContain(`<meta name="${OFFLINE_COPY_META}" content="" />`);
});
