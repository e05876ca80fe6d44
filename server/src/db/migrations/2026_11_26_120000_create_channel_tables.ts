import { type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // The Telegram channel's post of each game's draw date: its message id, so a correction edits it.
  await db.schema
    .createTable('channel_posts')
    .addColumn('gid', 'integer', (col) => col.notNull().references('ghadis.gid'))
    .addColumn('draw_date', 'text', (col) => col.notNull())
    .addColumn('message_id', 'text')
    .addColumn('text', 'text')
    .addColumn('claimed_until', 'text')
    .addPrimaryKeyConstraint('channel_posts_pkey', ['gid', 'draw_date'])
    .execute();

  // One row per declaration, correction or holiday queued for the channel; the admin's view of recent posts.
  await db.schema
    .createTable('channel_sends')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('gid', 'integer', (col) => col.notNull().references('ghadis.gid'))
    .addColumn('draw_date', 'text', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('result', 'text')
    .addColumn('previous_result', 'text')
    .addColumn('result_changed_at', 'text')
    .addColumn('queued_at', 'text', (col) => col.notNull())
    .addColumn('finished_at', 'text')
    .addColumn('outcome', 'text')
    .addColumn('failure', 'text')
    .addColumn('detail', 'text')
    .execute();
  await db.schema.createIndex('channel_sends_queued_at_index').on('channel_sends').column('queued_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('channel_sends').execute();
  await db.schema.dropTable('channel_posts').execute();
}
