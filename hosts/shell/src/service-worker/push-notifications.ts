import { pushPayloadSchema } from '@ghadi/contracts';

declare const self: ServiceWorkerGlobalScope;

const ICON = '/icons/icon-192.png';

/** Shows the push's notification; one per game (its tag), so a correction replaces the declaration. */
export async function showPush(data: PushMessageData | null): Promise<void> {
  const payload = pushPayloadSchema.safeParse(data?.json());
  if (!payload.success) return;
  const { title, tag, url } = payload.data;
  await self.registration.showNotification(title, { tag, data: { url }, icon: ICON, badge: ICON });
}

/** A tap on the notification: the game's page, in a window already showing it when there is one. */
export async function openNotification(notification: Notification): Promise<void> {
  notification.close();
  const url = new URL(typeof notification.data?.url === 'string' ? notification.data.url : '/', self.location.origin).href;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => client.url === url);
  if (open) {
    await open.focus();
    return;
  }
  await self.clients.openWindow(url);
}
