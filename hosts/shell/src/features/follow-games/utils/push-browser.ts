import type { PushSubscriptionInput } from '@ghadi/contracts';

// How long subscribing waits for the service worker to be active; it normally is long before a tap.
const WORKER_READY_MS = 10_000;

/** The visitor refused, or blocked, notifications for this site. */
export class NotificationsBlockedError extends Error {
  constructor() {
    super('Notifications are blocked for this site');
    this.name = 'NotificationsBlockedError';
  }
}

/** The browser's permission prompt, unless the visitor already answered it; must run first in the tap's handler. */
export async function askPermission(): Promise<void> {
  const permission = Notification.permission === 'default' ? await Notification.requestPermission() : Notification.permission;
  if (permission !== 'granted') throw new NotificationsBlockedError();
}

/** This browser's push subscription for the site, if it has one. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

function activeRegistration(): Promise<ServiceWorkerRegistration> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('The service worker is not active')), WORKER_READY_MS);
    void navigator.serviceWorker.ready.then((registration) => {
      clearTimeout(timer);
      resolve(registration);
    });
  });
}

const keyBytes = (base64Url: string): Uint8Array<ArrayBuffer> =>
  Uint8Array.from(atob(base64Url.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0));

/** The existing subscription, or a new one with the site's key (notifications the visitor sees, only). */
export async function subscribe(publicKey: string): Promise<PushSubscription> {
  const existing = await currentSubscription();
  if (existing) return existing;
  const registration = await activeRegistration();
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) });
}

/** What the server stores of a subscription: its endpoint and keys, nothing else. */
export function subscriptionBody(subscription: PushSubscription): PushSubscriptionInput {
  const { endpoint, keys } = subscription.toJSON();
  return { endpoint: endpoint ?? subscription.endpoint, keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' } };
}
