import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // When the value last became a different one: an identical re-submission moves `updated_at` (the review's
  // "updated") but not this. A result was corrected when this is later than `created_at` (first published).
  await db.schema.alterTable('results').addColumn('changed_at', 'text').execute();
  await sql`update results set changed_at = case when previous_result is null or previous_result = result then created_at else updated_at end`.execute(db);
  // "Last updated" is the newest change of any result.
  await db.schema.createIndex('results_changed_at_index').on('results').column('changed_at').execute();

  // Where each history row came from: typed in by a person, or brought in by an import.
  await db.schema
    .alterTable('result_history')
    .addColumn('source', 'text', (col) => col.notNull().defaultTo('entered'))
    .execute();

  await db.schema
    .createTable('holidays')
    .addColumn('gid', 'integer', (col) => col.notNull().references('ghadis.gid'))
    .addColumn('draw_date', 'text', (col) => col.notNull())
    .addColumn('created_by', 'integer', (col) => col.notNull().references('users.user_id'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('holidays_pkey', ['gid', 'draw_date'])
    .execute();
  await db.schema.createIndex('holidays_draw_date_index').on('holidays').column('draw_date').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('holidays').execute();
  await db.schema.alterTable('result_history').dropColumn('source').execute();
  await db.schema.dropIndex('results_changed_at_index').execute();
  await db.schema.alterTable('results').dropColumn('changed_at').execute();
}
