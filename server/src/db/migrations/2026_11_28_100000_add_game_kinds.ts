import type { Kysely } from 'kysely';

// One column per statement: SQLite's ALTER TABLE adds a single column at a time.
export async function up(db: Kysely<any>): Promise<void> {
  // Every game there was is a jodi game: the spec's one two-digit result a day.
  await db.schema.alterTable('ghadis').addColumn('kind', 'text', (col) => col.notNull().defaultTo('jodi')).execute();
  // A matka market's close, as the admin typed it (like r_time, its open); null for a jodi game.
  await db.schema.alterTable('ghadis').addColumn('close_time', 'text').execute();
  // The days a matka market runs (mon-sat or mon-sun); null for a jodi game.
  await db.schema.alterTable('ghadis').addColumn('market_days', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['market_days', 'close_time', 'kind']) await db.schema.alterTable('ghadis').dropColumn(column).execute();
}
