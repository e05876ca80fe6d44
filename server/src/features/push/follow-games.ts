import type { Kysely } from 'kysely';
import { type FollowGamesRequest } from '@ghadi/contracts';
import type { Database } from '../../db/database';
import { isPushServiceEndpoint, type PushServiceHost } from '../../config/push-service-hosts';
import {
  deleteFollows,
  deleteSubscriptionByEndpoint,
  findFollowedGhadiIds,
  findLiveGhadisByIds,
  insertFollows,
  upsertSubscription,
} from './subscription-queries';
import { apiError } from '../../http/api-error';

/**
 * Makes a browser's subscription follow exactly `ghadiIds` (none: the subscription is deleted), told in the
 * language of the page that asked last. Refused,
 * changing nothing, for an endpoint that is not a push service's or a game that does not exist.
 */
export async function followGames(
  { db, serviceHosts, now }: { db: Kysely<Database>; serviceHosts: readonly PushServiceHost[]; now: Date },
  { subscription, ghadiIds, language = 'en' }: FollowGamesRequest,
): Promise<string[]> {
  if (!isPushServiceEndpoint(subscription.endpoint, serviceHosts)) throw apiError(400, 'pushEndpointNotAllowed');
  const wanted = [...new Set(ghadiIds)];
  const games = await findLiveGhadisByIds(db, wanted);
  const missing = wanted.filter((id) => !games.some((game) => game.id === id));
  if (missing.length > 0) throw apiError(400, 'pushGamesNotFound', missing);

  if (games.length === 0) {
    await deleteSubscriptionByEndpoint(db, subscription.endpoint);
    return [];
  }
  await db.transaction().execute(async (trx) => {
    const subscriptionId = await upsertSubscription(trx, subscription, language, now.toISOString());
    await deleteFollows(trx, subscriptionId);
    await insertFollows(trx, subscriptionId, games.map((game) => game.gid));
  });
  return findFollowedGhadiIds(db, subscription.endpoint);
}
