import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { SecondFactorMethod } from '@ghadi/contracts';

/** What opened a session: the password alone, or a second factor after it (a passkey also alone). */
export type SignInProof = 'password' | SecondFactorMethod;

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
  /** How the session was opened: the password alone, or with (or as) the second factor it passed. */
  signed_in_with: Generated<SignInProof>;
  /** 1: this session itself passed or enrolled a second factor; only that makes it full under MFA_REQUIRED. */
  second_factor: Generated<number>;
  /** When its holder last proved who they are: sign-in, re-authentication, own password change. */
  proved_at: string | null;
  /** Wrong passwords and codes on the account between the sign-in before this one and this one. */
  failed_sign_ins: Generated<number>;
}

export type SessionRow = Selectable<SessionsTable>;
export type NewSession = Insertable<SessionsTable>;
export type SessionUpdate = Updateable<SessionsTable>;
