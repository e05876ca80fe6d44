import { type Kysely, PostgresAdapter, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('users')
    .addColumn('user_id', 'integer', (col) =>
      isPostgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement(),
    )
    .addColumn('id', 'text', (col) => col.notNull().unique())
    .addColumn('user_name', 'text', (col) => col.notNull())
    .addColumn('user_name_key', 'text', (col) => col.notNull())
    .addColumn('display_name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('user_type', 'text', (col) => col.notNull())
    .addColumn('is_active', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('deleted_at', 'text')
    .addCheckConstraint('users_user_type_check', sql`user_type in ('admin', 'agent')`)
    .addCheckConstraint('users_is_active_check', sql`is_active in (0, 1)`)
    .execute();
  // Partial: a deleted user's name may be reused, while the deleted row keeps its results attributed.
  await db.schema
    .createIndex('users_user_name_key_unique')
    .on('users')
    .column('user_name_key')
    .unique()
    .where(sql.ref('deleted_at'), 'is', null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('users').execute();
}
