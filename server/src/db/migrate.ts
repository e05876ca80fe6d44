import { setTimeout as sleep } from 'node:timers/promises';
import { Migrator, sql } from 'kysely';
import type { DatabaseHandle } from './database';
import { migrationProvider } from './migrations';

const ATTEMPTS = 5;

// Failures another process causes and a second attempt clears. SQLite: a concurrent migration holds the
// write lock (our transaction rolls back whole, then finds the work done). PostgreSQL: Kysely looks for
// its tables by scanning every schema's catalog, which fails if some other schema, table or column is
// dropped or rebuilt during the scan (invalid_schema_name, undefined_table, undefined_column).
const isTransient = (error: unknown): boolean => {
  const code = String((error as { code?: unknown } | null)?.code);
  return code.startsWith('SQLITE_BUSY') || code === '3F000' || code === '42P01' || code === '42703';
};

/** Brings the schema up to date; returns the names of the migrations this call applied. */
export async function migrateToLatest({ db, dialect }: DatabaseHandle): Promise<string[]> {
  // Kysely looks for its bookkeeping tables in every schema; pinning ours keeps apps that share one
  // PostgreSQL database under different search_paths (tests, several sites) apart.
  const migrationTableSchema =
    dialect === 'postgres'
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
      : undefined;
  const migrator = new Migrator({ db, provider: migrationProvider, migrationTableSchema });
  for (let attempt = 1; ; attempt += 1) {
    const { error, results = [] } = await migrator.migrateToLatest();
    if (!error) return results.map((result) => result.migrationName);
    if (!isTransient(error) || attempt >= ATTEMPTS) throw error;
    await sleep(100 * attempt);
  }
}
