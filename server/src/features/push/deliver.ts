import webPush from 'web-push';
import { pathInLanguage, sitePaths, type PushPayload } from '@ghadi/contracts';
import type { PushSendRow } from '../../db/tables/push-sends';
import type { PushSubscriptionRow } from '../../db/tables/push-subscriptions';
import { isTransientStatus, TransientError } from '../../jobs/retry-rule';
import type { DeliveryOutcome } from './send-queries';
import type { VapidKeys } from '../../config/vapid-settings';

export interface PushSigner {
  subject: string;
  keys: VapidKeys;
}

// A push queued for a device that is off is worthless after an hour: the site shows the result anyway.
const TTL_SECONDS = 3600;
// A push service that does not answer in this long is treated as unreachable and tried again later.
const REQUEST_TIMEOUT_MS = 10_000;

/** Whether the subscription is gone for good and is to be deleted. */
const isGoneStatus = (status: number): boolean => status === 404 || status === 410;

/**
 * What the service worker shows for a send, in the language of the page that subscribed: its text, and the
 * game's page in that language. A send queued before there was a Hindi text has only its English one.
 */
export function payloadOf(send: PushSendRow & { name_en: string }, { language }: Pick<PushSubscriptionRow, 'language'>): PushPayload {
  return {
    title: language === 'hi' ? (send.title_hi ?? send.title) : send.title,
    url: pathInLanguage(language, sitePaths.gameDate(send.name_en, send.draw_date)),
    tag: topicOf(send.gid),
  };
}

/** One per game: a push service replaces an undelivered push of the same topic (at most 32 base64url characters). */
export const topicOf = (gid: number): string => `ghadi-${gid}`;

/**
 * Sends one encrypted push (RFC 8291, signed with VAPID per RFC 8292) and says how it ended; throws a
 * TransientError for a failure worth retrying. web-push builds the request; it is sent here so redirects
 * are never followed (the endpoint's host was checked, a redirect's is not).
 */
export async function sendPush(
  subscription: PushSubscriptionRow,
  payload: PushPayload,
  signer: PushSigner,
): Promise<Exclude<DeliveryOutcome, 'removed'> | 'gone'> {
  const request = webPush.generateRequestDetails(
    { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
    JSON.stringify(payload),
    // The per-game tag is the topic too: a correction replaces an undelivered push of the same game.
    { TTL: TTL_SECONDS, urgency: 'high', topic: payload.tag, vapidDetails: { subject: signer.subject, ...signer.keys } },
  );
  let status: number;
  try {
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: request.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    await response.body?.cancel();
    status = response.status;
  } catch (error) {
    throw new TransientError(`push service unreachable: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (status >= 200 && status < 300) return 'sent';
  if (isGoneStatus(status)) return 'gone';
  if (isTransientStatus(status)) throw new TransientError(`push service answered ${status}`);
  return 'failed';
}
