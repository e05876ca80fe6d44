import type { Insertable, Selectable, Updateable } from 'kysely';

/** One row per page-load id from x-session-id; no IP addresses are stored. */
export interface VisitorSessionsTable {
  session_id: string;
  first_seen_at: string;
  last_seen_at: string;
}

export type VisitorSessionRow = Selectable<VisitorSessionsTable>;
export type NewVisitorSession = Insertable<VisitorSessionsTable>;
export type VisitorSessionUpdate = Updateable<VisitorSessionsTable>;
