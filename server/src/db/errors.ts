/**
 * True when a statement failed on a unique key. Uniqueness is always left to the database (a check
 * before the write would race with a concurrent request); this recognises its answer on both dialects.
 */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  // PostgreSQL: unique_violation. SQLite (better-sqlite3): the extended result code.
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

// The socket to the database could not be opened or was lost (server down, restarting, unreachable).
const networkCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE']);
// PostgreSQL refusing work for now: shutting down or starting up (57P01-57P03), too many connections.
const unavailableSqlStates = new Set(['57P01', '57P02', '57P03', '53300']);
// pg reports a dropped or timed-out connection with these plain errors, which carry no code.
const lostConnectionMessages = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
];

/**
 * True when the database could not be reached, as opposed to refusing a statement: the caller can
 * do nothing but retry later, so the API answers 503 instead of a 500 that reads like a bug.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = String((error as { code?: unknown }).code);
  // SQLSTATE class 08: connection exception.
  if (networkCodes.has(code) || unavailableSqlStates.has(code) || code.startsWith('08')) return true;
  return lostConnectionMessages.some((message) => error.message.startsWith(message));
}
