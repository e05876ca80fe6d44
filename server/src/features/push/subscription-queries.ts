import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { PushSubscriptionInput, SiteLanguage } from '@ghadi/contracts';
import type { Database } from '../../db/database';
import type { PushSubscriptionRow } from '../../db/tables/push-subscriptions';

/** Stores a subscription, or refreshes the keys and language of the one with the same endpoint; returns its id. */
export async function upsertSubscription(
  trx: Transaction<Database>,
  subscription: PushSubscriptionInput,
  language: SiteLanguage,
  now: string,
): Promise<string> {
  const { endpoint, keys } = subscription;
  const row = await trx
    .insertInto('push_subscriptions')
    .values({ id: randomUUID(), endpoint, p256dh: keys.p256dh, auth: keys.auth, language, created_at: now })
    .onConflict((oc) =>
      oc.column('endpoint').doUpdateSet((eb) => ({ p256dh: eb.ref('excluded.p256dh'), auth: eb.ref('excluded.auth'), language: eb.ref('excluded.language') })),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function deleteSubscriptionByEndpoint(db: Kysely<Database>, endpoint: string): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('endpoint', '=', endpoint).execute();
}

/** Deletes a subscription the push service says is gone. */
export async function deleteSubscription(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('id', '=', id).execute();
}

export async function deleteFollows(trx: Transaction<Database>, subscriptionId: string): Promise<void> {
  await trx.deleteFrom('push_follows').where('subscription_id', '=', subscriptionId).execute();
}

export async function insertFollows(trx: Transaction<Database>, subscriptionId: string, gids: readonly number[]): Promise<void> {
  await trx.insertInto('push_follows').values(gids.map((gid) => ({ subscription_id: subscriptionId, gid }))).execute();
}

export async function findSubscription(db: Kysely<Database>, id: string): Promise<PushSubscriptionRow | undefined> {
  return db.selectFrom('push_subscriptions').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The ids of the games (not deleted) an endpoint follows, in the games' order. */
export async function findFollowedGhadiIds(db: Kysely<Database>, endpoint: string): Promise<string[]> {
  const rows = await db
    .selectFrom('push_follows')
    .innerJoin('push_subscriptions', 'push_subscriptions.id', 'push_follows.subscription_id')
    .innerJoin('ghadis', 'ghadis.gid', 'push_follows.gid')
    .select('ghadis.id')
    .where('push_subscriptions.endpoint', '=', endpoint)
    .where('ghadis.deleted_at', 'is', null)
    .orderBy('ghadis.order_id')
    .orderBy('ghadis.gid')
    .execute();
  return rows.map((row) => row.id);
}

/** One page of a game's followers, by subscription id after `after`. */
export async function findFollowerPage(db: Kysely<Database>, gid: number, after: string, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('push_follows')
    .select('subscription_id')
    .where('gid', '=', gid)
    .where('subscription_id', '>', after)
    .orderBy('subscription_id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.subscription_id);
}

/** Games (not deleted) with these ids. */
export async function findLiveGhadisByIds(db: Kysely<Database>, ids: readonly string[]): Promise<{ id: string; gid: number }[]> {
  if (ids.length === 0) return [];
  return db.selectFrom('ghadis').select(['id', 'gid']).where('id', 'in', ids).where('deleted_at', 'is', null).execute();
}

/** Every game (not deleted) with its number of followers, in the games' order. */
export async function findFollowerCounts(db: Kysely<Database>): Promise<{ id: string; name_en: string; subscribers: number | string }[]> {
  return db
    .selectFrom('ghadis')
    .leftJoin('push_follows', 'push_follows.gid', 'ghadis.gid')
    .select((eb) => ['ghadis.id', 'ghadis.name_en', eb.fn.count<number | string>('push_follows.subscription_id').as('subscribers')])
    .where('ghadis.deleted_at', 'is', null)
    .groupBy(['ghadis.gid', 'ghadis.id', 'ghadis.name_en', 'ghadis.order_id'])
    .orderBy('ghadis.order_id')
    .orderBy('ghadis.gid')
    .execute();
}
