import { createHash } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';

/**
 * The MFA key file of a test database, the same for every app and built server started on it (instances
 * of one site share one key): beside a SQLite file, or under the temporary folder for a PostgreSQL schema.
 */
export function testKeyFileFor(databaseUrl: string): string {
  if (databaseUrl.startsWith('sqlite:')) return path.join(path.dirname(databaseUrl.slice('sqlite:'.length)), 'mfa.key');
  return path.join(os.tmpdir(), 'ghadi-test-mfa-keys', `${createHash('sha256').update(databaseUrl).digest('hex').slice(0, 24)}.key`);
}
