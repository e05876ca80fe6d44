import type { WorkboxPlugin } from 'workbox-core/types';
import { OFFLINE_COPY_META } from '../lib/offline-copy-meta';

/**
 * Marks a page answered from the saved copies: a meta element in its head carrying when the server sent
 * it (its Date header), which the page reads to say it is offline and how old what it shows is.
 */
export async function markOfflineCopy(response: Response): Promise<Response> {
  const sent = Date.parse(response.headers.get('date') ?? '');
  const stamp = Number.isNaN(sent) ? '' : new Date(sent).toISOString();
  const html = (await response.text()).replace('<head>', `<head><meta name="${OFFLINE_COPY_META}" content="${stamp}" />`);
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(html, { status: response.status, statusText: response.statusText, headers });
}

/** Saves only what mayKeep allows, and marks each saved page it serves. */
export const offlinePagePlugin = (mayKeep: (response: Response) => boolean): WorkboxPlugin => ({
  cacheWillUpdate: async ({ response }) => (mayKeep(response) ? response : null),
  cachedResponseWillBeUsed: async ({ cachedResponse }) => cachedResponse && markOfflineCopy(cachedResponse),
});
