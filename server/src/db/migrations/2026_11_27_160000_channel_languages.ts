import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // A subscription is told in the language of the page that subscribed; those made before were English pages.
  await db.schema.alterTable('push_subscriptions').addColumn('language', 'text', (col) => col.notNull().defaultTo('en')).execute();
  // The notification's Hindi text beside `title`; null for a send queued before there was one (told in English).
  await db.schema.alterTable('push_sends').addColumn('title_hi', 'text').execute();

  // Each send goes to the channel of one language; the one channel there was is the English one.
  await db.schema.alterTable('channel_sends').addColumn('language', 'text', (col) => col.notNull().defaultTo('en')).execute();

  // A game's day has a post in each channel, each edited on its own: the language joins the key. SQLite cannot
  // change a key in place, so the table is made again and its posts (all in the English channel) copied over.
  await db.schema.alterTable('channel_posts').renameTo('channel_posts_english').execute();
  await db.schema
    .createTable('channel_posts')
    .addColumn('gid', 'integer', (col) => col.notNull().references('ghadis.gid'))
    .addColumn('draw_date', 'text', (col) => col.notNull())
    .addColumn('language', 'text', (col) => col.notNull())
    .addColumn('message_id', 'text')
    .addColumn('text', 'text')
    .addColumn('claimed_until', 'text')
    // Named anew: PostgreSQL keeps the old key's name (channel_posts_pkey) with the renamed table until it is dropped.
    .addPrimaryKeyConstraint('channel_posts_language_pkey', ['gid', 'draw_date', 'language'])
    .execute();
  await db
    .insertInto('channel_posts')
    .columns(['gid', 'draw_date', 'language', 'message_id', 'text', 'claimed_until'])
    .expression(db.selectFrom('channel_posts_english').select(['gid', 'draw_date', sql.lit('en').as('language'), 'message_id', 'text', 'claimed_until']))
    .execute();
  await db.schema.dropTable('channel_posts_english').execute();
}
