import { clientsClaim } from 'workbox-core';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { isPublicPage, isPublicRead, isShellStaticFile, mayKeep, NETWORK_TIMEOUT_SECONDS } from './caching-rules';
import { offlinePagePlugin } from './offline-copy';
import { openNotification, showPush } from './push-notifications';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

// No skipWaiting: a new worker waits until every page of the old one is closed, so an open back office
// keeps the shell chunks it was loaded with. Claiming then is safe, and makes a first visit's page offline-ready.
clientsClaim();

// The shell's entry script and stylesheet (webpack.config.js): never a remote's file, the HTML or runtime-config.json.
precacheAndRoute(self.__WB_MANIFEST);

// A hashed name never changes content: the saved copy is always right, and old ones age out.
registerRoute(
  ({ url }) => isShellStaticFile(url, self.location.origin),
  new CacheFirst({ cacheName: 'shell-static', plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 60 })] }),
);

registerRoute(
  ({ url, request }) => isPublicPage(url, request.mode, self.location.origin),
  new NetworkFirst({
    cacheName: 'pages',
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [offlinePagePlugin(mayKeep), new ExpirationPlugin({ maxEntries: 40 })],
  }),
);

registerRoute(
  ({ url, request }) => isPublicRead(url, request.method, self.location.origin),
  new NetworkFirst({
    cacheName: 'public-reads',
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [{ cacheWillUpdate: async ({ response }) => (mayKeep(response) ? response : null) }, new ExpirationPlugin({ maxEntries: 80 })],
  }),
);

self.addEventListener('push', (event) => event.waitUntil(showPush(event.data)));
self.addEventListener('notificationclick', (event) => event.waitUntil(openNotification(event.notification)));
