import { type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // The value the latest submission replaced. The upsert sets it from the row it locks, so one statement
  // both replaces a result and reports what it replaced, even when submissions race.
  await db.schema.alterTable('results').addColumn('previous_result', 'text').execute();
  // The admin review keeps only results whose creator is the agent the game is assigned to.
  await db.schema.createIndex('results_created_by_index').on('results').column('created_by').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('results_created_by_index').execute();
  await db.schema.alterTable('results').dropColumn('previous_result').execute();
}
