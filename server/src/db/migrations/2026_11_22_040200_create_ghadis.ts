import { type Kysely, PostgresAdapter, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('ghadis')
    .addColumn('gid', 'integer', (col) =>
      isPostgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement(),
    )
    .addColumn('id', 'text', (col) => col.notNull().unique())
    .addColumn('name_en', 'text', (col) => col.notNull())
    .addColumn('name_en_key', 'text', (col) => col.notNull())
    .addColumn('name_hn', 'text', (col) => col.notNull())
    .addColumn('r_time', 'text')
    .addColumn('order_id', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('deleted_at', 'text')
    .execute();
  // Partial: a deleted game keeps its row (and results) while its name can be used again.
  await db.schema
    .createIndex('ghadis_name_en_key_unique')
    .on('ghadis')
    .column('name_en_key')
    .unique()
    .where(sql.ref('deleted_at'), 'is', null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('ghadis').execute();
}
