import { isProductionBuild } from '@/config/env';

/** The worker webpack.config.js builds, at the site's root so it controls every page. */
const SERVICE_WORKER_URL = '/sw.js';

/**
 * Registers the site's service worker once the page has loaded, so installing it (and precaching the
 * shell's files) never competes with the page's own first requests. Production builds only: a worker
 * would keep serving a development build's stale chunks.
 */
export function registerServiceWorker(): void {
  if (!isProductionBuild || !('serviceWorker' in navigator)) return;
  const register = () => {
    // Without a worker the site works as before, only not offline: nothing to tell the visitor.
    navigator.serviceWorker.register(SERVICE_WORKER_URL).catch(() => undefined);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
