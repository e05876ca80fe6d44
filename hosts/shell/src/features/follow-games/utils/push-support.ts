// Its own file: the page's first download needs this check and none of the subscribing code.
/** This browser can receive pushes: a service worker, the Push API and notifications. */
export const pushSupported = (): boolean =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
