import type { Insertable, Selectable, Updateable } from 'kysely';

export interface SessionsTable {
  /** sha256 (hex) of the bearer token; the token itself is never stored. */
  id: string;
  user_id: number;
  created_at: string;
  expires_at: string;
  last_seen_at: string;
  revoked_at: string | null;
}

export type SessionRow = Selectable<SessionsTable>;
export type NewSession = Insertable<SessionsTable>;
export type SessionUpdate = Updateable<SessionsTable>;
