import type { Insertable, Selectable } from 'kysely';

/** One change made in the admin's name: who, what, when and from where. Rows are never updated. */
export interface AuditLogTable {
  id: string;
  at: string;
  user_id: number;
  user_name: string;
  /** Method and route, e.g. `PUT /api/ghadis/:id`. */
  action: string;
  /** The id in the path, when the action names one record. */
  target: string | null;
  status: number;
  ip: string;
}

export type AuditLogRow = Selectable<AuditLogTable>;
export type NewAuditLogEntry = Insertable<AuditLogTable>;
