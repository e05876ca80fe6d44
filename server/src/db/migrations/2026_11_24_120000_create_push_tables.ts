import { type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // A browser's push subscription: its endpoint and keys only, no address or user agent.
  await db.schema
    .createTable('push_subscriptions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('endpoint', 'text', (col) => col.notNull().unique())
    .addColumn('p256dh', 'text', (col) => col.notNull())
    .addColumn('auth', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('push_follows')
    .addColumn('subscription_id', 'text', (col) => col.notNull().references('push_subscriptions.id').onDelete('cascade'))
    .addColumn('gid', 'integer', (col) => col.notNull().references('ghadis.gid'))
    .addPrimaryKeyConstraint('push_follows_pkey', ['subscription_id', 'gid'])
    .execute();
  // Sending reads a game's followers.
  await db.schema.createIndex('push_follows_gid_index').on('push_follows').columns(['gid', 'subscription_id']).execute();

  // One row per declared or corrected result that was sent; the admin's view of recent sends.
  await db.schema
    .createTable('push_sends')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('gid', 'integer', (col) => col.notNull().references('ghadis.gid'))
    .addColumn('draw_date', 'text', (col) => col.notNull())
    .addColumn('result', 'text', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull())
    // When the result took this value: a send whose result has changed again since is stale and skipped.
    .addColumn('result_changed_at', 'text', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('queued_at', 'text', (col) => col.notNull())
    .addColumn('finished_at', 'text')
    .addColumn('sent', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('failed', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('removed', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('push_sends_queued_at_index').on('push_sends').column('queued_at').execute();

  // The one generated VAPID key pair every instance signs with; `id` is always 1, so a second insert conflicts.
  await db.schema
    .createTable('vapid_keys')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('public_key', 'text', (col) => col.notNull())
    .addColumn('private_key', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('vapid_keys').execute();
  await db.schema.dropTable('push_sends').execute();
  await db.schema.dropTable('push_follows').execute();
  await db.schema.dropTable('push_subscriptions').execute();
}
