import type { Kysely } from 'kysely';
import type { AuditLogEntry } from '@ghadi/contracts';
import type { Database } from '../../db/database';
import type { AuditLogRow, NewAuditLogEntry } from '../../db/tables/audit-log';

export function toAuditLogEntry(row: AuditLogRow): AuditLogEntry {
  return {
    id: row.id,
    at: row.at,
    User_Id: row.user_id,
    UserName: row.user_name,
    action: row.action,
    target: row.target,
    status: row.status,
    ip: row.ip,
  };
}

export async function insertAuditLogEntry(db: Kysely<Database>, entry: NewAuditLogEntry): Promise<void> {
  await db.insertInto('audit_log').values(entry).execute();
}

export async function findAuditLogPage(
  db: Kysely<Database>,
  { limit, offset }: { limit: number; offset: number },
): Promise<AuditLogRow[]> {
  return db.selectFrom('audit_log').selectAll().orderBy('at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute();
}

export async function findAuditLogCount(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  // PostgreSQL returns count(*) as a string (bigint).
  return Number(row.count);
}
