import { type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('visitor_sessions')
    .addColumn('session_id', 'text', (col) => col.primaryKey())
    .addColumn('first_seen_at', 'text', (col) => col.notNull())
    .addColumn('last_seen_at', 'text', (col) => col.notNull())
    .execute();
  // "Active" counts rows seen in the last few minutes.
  await db.schema
    .createIndex('visitor_sessions_last_seen_at_index')
    .on('visitor_sessions')
    .column('last_seen_at')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('visitor_sessions').execute();
}
