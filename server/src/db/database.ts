import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from './sqlite-driver';
import { Kysely, PostgresDialect, SqliteAdapter, SqliteDialect, type LogEvent } from 'kysely';
import { Pool } from 'pg';
import type { ApiTokensTable, AuthChallengesTable, MfaKeyringTable, PasskeysTable, RecoveryCodesTable, TotpFactorsTable } from './tables/account-security';
import type { AuditLogTable } from './tables/audit-log';
import type { ContentBlocksTable } from './tables/content-blocks';
import type { GhadisTable } from './tables/ghadis';
import type { HolidaysTable } from './tables/holidays';
import type { ChannelPostsTable } from './tables/channel-posts';
import type { ChannelSendsTable } from './tables/channel-sends';
import type { PushFollowsTable } from './tables/push-follows';
import type { PushSendsTable } from './tables/push-sends';
import type { PushSubscriptionsTable } from './tables/push-subscriptions';
import type { ResultHistoryTable } from './tables/result-history';
import type { ResultsTable } from './tables/results';
import type { SessionsTable } from './tables/sessions';
import type { UserMapsTable } from './tables/user-maps';
import type { UsersTable } from './tables/users';
import type { VapidKeysTable } from './tables/vapid-keys';
import type { VisitorSessionsTable } from './tables/visitor-sessions';

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  ghadis: GhadisTable;
  results: ResultsTable;
  result_history: ResultHistoryTable;
  holidays: HolidaysTable;
  user_maps: UserMapsTable;
  content_blocks: ContentBlocksTable;
  visitor_sessions: VisitorSessionsTable;
  audit_log: AuditLogTable;
  push_subscriptions: PushSubscriptionsTable;
  push_follows: PushFollowsTable;
  push_sends: PushSendsTable;
  channel_posts: ChannelPostsTable;
  channel_sends: ChannelSendsTable;
  vapid_keys: VapidKeysTable;
  totp_factors: TotpFactorsTable;
  recovery_codes: RecoveryCodesTable;
  passkeys: PasskeysTable;
  auth_challenges: AuthChallengesTable;
  api_tokens: ApiTokensTable;
  mfa_keyring: MfaKeyringTable;
}

export type DialectName = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DialectName;
  /** PostgreSQL's connection pool; none for SQLite. */
  pool?: Pool;
}

// SQLite does roll DDL back inside a transaction; Kysely's adapter just doesn't claim it. Claiming it makes
// the Migrator wrap each run in one transaction, so two processes racing on one file cannot half-migrate it.
class TransactionalDdlSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

class AppSqliteDialect extends SqliteDialect {
  override createAdapter(): SqliteAdapter {
    return new TransactionalDdlSqliteAdapter();
  }
}

function openSqlite(file: string): SqliteDatabase.Database {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const database = new SqliteDatabase(file);
  // busy_timeout first: switching to WAL needs a lock another process may hold.
  database.pragma('busy_timeout = 5000');
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = FULL');
  database.pragma('foreign_keys = ON');
  return database;
}

/** `sqlite:<path>` (relative to the working directory) or `postgres://...` / `postgresql://...`. */
export function createDatabase(url: string, onPoolError: (error: Error) => void, onQuery?: (seconds: number) => void): DatabaseHandle {
  // Kysely times every query; only a caller that watches them asks.
  const log = onQuery && ((event: LogEvent) => onQuery(event.queryDurationMillis / 1000));
  if (url.startsWith('sqlite:')) {
    const database = openSqlite(url.slice('sqlite:'.length));
    return { db: new Kysely<Database>({ dialect: new AppSqliteDialect({ database }), log }), dialect: 'sqlite' };
  }
  // Bounded waits: a database that stops answering (not just refusing) turns into a prompt 503, not a
  // request that hangs until the client gives up.
  const pool = new Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5_000, query_timeout: 30_000 });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', onPoolError);
  // pg also emits 'error' on a checked-out client whose connection drops (PostgreSQL restarting while a
  // request runs), and the pool listens only to idle ones: unheard, that event would end the process. The
  // query on the client fails with the same error and reports it, so there is nothing to add here.
  pool.on('connect', (client) => client.on('error', () => {}));
  return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log }), dialect: 'postgres', pool };
}
