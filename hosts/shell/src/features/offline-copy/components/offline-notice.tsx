import { useSyncExternalStore } from 'react';
import { siteDateTimeText, siteTimeText } from '@ghadi/contracts';
import { OFFLINE_COPY_META } from '@/lib/offline-copy-meta';
import { useSiteConfig } from '@/lib/runtime-config';
import { useTexts, type Texts } from '@/lib/texts';

const HALF_A_DAY_MS = 12 * 60 * 60_000;

const unchanging = () => () => undefined;

/** When the server sent the saved copy this page is ('' when unknown); undefined for a page from the network. */
const savedAt = (): string | undefined => document.querySelector(`meta[name="${OFFLINE_COPY_META}"]`)?.getAttribute('content') ?? undefined;

function asOf({ t, language }: Texts, stamp: string, timeZone: string | undefined): string {
  const sent = Date.parse(stamp);
  if (!timeZone || Number.isNaN(sent)) return t('offline.savedCopy');
  // An older copy says its day too: "as of 05:17 PM" would read as today.
  const time = Date.now() - sent < HALF_A_DAY_MS ? siteTimeText(stamp, timeZone) : siteDateTimeText(stamp, timeZone, language);
  return t('offline.asOf', { time });
}

/**
 * Says so when the page is the service worker's saved copy (the network did not answer), with the time
 * it was current, in the site's zone. Nothing on the server, nor while hydrating.
 */
export function OfflineNotice() {
  const stamp = useSyncExternalStore(unchanging, savedAt, () => undefined);
  const timeZone = useSiteConfig()?.timeZone;
  const texts = useTexts();
  if (stamp === undefined) return null;
  return (
    <p className="offline-notice" role="status">
      {texts.t('offline.notice')} {asOf(texts, stamp, timeZone)}
    </p>
  );
}
