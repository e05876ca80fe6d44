import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

export interface SessionsTable {
  /** sha256 (hex) of the bearer token; the token itself is never stored. */
  id: string;
  user_id: number;
  created_at: string;
  expires_at: string;
  last_seen_at: string;
  revoked_at: string | null;
  /** The browser or tool that signed in, as it named itself, and from which address: for its owner's list. */
  user_agent: string | null;
  ip: string | null;
  /** 1: the account must enrol a second factor (MFA_REQUIRED) before this session opens anything else. */
  enrol_only: Generated<number>;
}

export type SessionRow = Selectable<SessionsTable>;
export type NewSession = Insertable<SessionsTable>;
export type SessionUpdate = Updateable<SessionsTable>;
