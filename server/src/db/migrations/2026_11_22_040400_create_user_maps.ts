import { type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('user_maps')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.user_id'))
    // Unique, so concurrent assignments of one game cannot both succeed.
    .addColumn('gid', 'integer', (col) => col.notNull().unique().references('ghadis.gid'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('user_maps_user_id_index').on('user_maps').column('user_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('user_maps').execute();
}
