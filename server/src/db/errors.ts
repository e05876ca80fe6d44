/**
 * True when a statement failed on a unique key. Uniqueness is always left to the database (a check
 * before the write would race with a concurrent request); this recognises its answer on both dialects.
 */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  // PostgreSQL: unique_violation. SQLite (better-sqlite3): the extended result code.
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}
