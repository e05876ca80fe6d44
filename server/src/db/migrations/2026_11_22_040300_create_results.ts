import { type Kysely, PostgresAdapter, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('results')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('gid', 'integer', (col) => col.notNull().references('ghadis.gid'))
    .addColumn('draw_date', 'text', (col) => col.notNull())
    .addColumn('result', 'text', (col) => col.notNull())
    .addColumn('created_by', 'integer', (col) => col.notNull().references('users.user_id'))
    .addColumn('is_active', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    // The upsert target: one published result per game per draw date.
    .addUniqueConstraint('results_gid_draw_date_unique', ['gid', 'draw_date'])
    .addCheckConstraint('results_is_active_check', sql`is_active in (0, 1)`)
    .execute();
  await db.schema.createIndex('results_draw_date_index').on('results').column('draw_date').execute();

  await db.schema
    .createTable('result_history')
    .addColumn('history_id', 'integer', (col) =>
      isPostgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement(),
    )
    .addColumn('result_id', 'text', (col) => col.notNull().references('results.id'))
    .addColumn('gid', 'integer', (col) => col.notNull().references('ghadis.gid'))
    .addColumn('draw_date', 'text', (col) => col.notNull())
    .addColumn('old_result', 'text')
    .addColumn('new_result', 'text', (col) => col.notNull())
    .addColumn('changed_by', 'integer', (col) => col.notNull().references('users.user_id'))
    .addColumn('changed_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('result_history_result_id_index')
    .on('result_history')
    .column('result_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('result_history').execute();
  await db.schema.dropTable('results').execute();
}
