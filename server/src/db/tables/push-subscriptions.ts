import type { Insertable, Selectable } from 'kysely';
import type { SiteLanguage } from '@ghadi/contracts';

/** A browser's push subscription: where to send and the keys to encrypt with. No personal data. */
export interface PushSubscriptionsTable {
  id: string;
  /** The push service's URL for this browser; unique. */
  endpoint: string;
  /** The browser's P-256 public key and auth secret, base64url. */
  p256dh: string;
  auth: string;
  /** The language of the page that subscribed: what its notifications are written in. */
  language: SiteLanguage;
  created_at: string;
}

export type PushSubscriptionRow = Selectable<PushSubscriptionsTable>;
export type NewPushSubscription = Insertable<PushSubscriptionsTable>;
