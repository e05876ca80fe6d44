/** The meta element the service worker adds to a page it answers from its saved copies (service-worker/offline-copy.ts). */
export const OFFLINE_COPY_META = 'offline-copy-of';
