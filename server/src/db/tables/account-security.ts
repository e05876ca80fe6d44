import type { Generated, Insertable, Selectable } from 'kysely';

export interface TotpFactorsTable {
  user_id: number;
  /** The base32 secret, encrypted with the MFA key (MFA_ENCRYPTION_KEY or the key file; secret-box.ts). */
  secret: string;
  created_at: string;
  /** Null while it waits for its first code. */
  confirmed_at: string | null;
  last_step: number | string;
}

export interface RecoveryCodesTable {
  /**
   * HMAC-SHA256 of the code's sha256 under the keyring's recovery-code key (recovery-codes.ts): codes are
   * random enough that a slow hash adds nothing, and without the key a leaked table cannot be searched.
   */
  code_hash: string;
  user_id: number;
  created_at: string;
  used_at: string | null;
  /** 'hmac-sha256'; 'sha256' for a code stored before keyed hashes, re-hashed at the next start. */
  hash_scheme: RecoveryCodeHashScheme;
}

export type RecoveryCodeHashScheme = 'sha256' | 'hmac-sha256';

/** The one row (id 1) of keys sealed with the MFA key. */
export interface MfaKeyringTable {
  id: number;
  /** 32 random bytes recovery codes are hashed with, sealed (secret-box.ts) with the MFA key. */
  recovery_code_key: string;
  created_at: string;
  rotated_at: string | null;
}

export interface PasskeysTable {
  /** The credential id (base64url). */
  id: string;
  user_id: number;
  name: string;
  /** The COSE public key, base64url. */
  public_key: string;
  counter: number | string;
  /** JSON array of the authenticator's transports. */
  transports: string;
  created_at: string;
  last_used_at: string | null;
}

/** `reauth`: a passkey's signature re-proving who holds a session, named by the session rather than a token. */
export type AuthChallengePurpose = 'second-factor' | 'passkey-sign-in' | 'passkey-registration' | 'reauth';

export interface AuthChallengesTable {
  /** sha256 of the challenge token the client holds. */
  id: string;
  purpose: AuthChallengePurpose;
  user_id: number | null;
  webauthn_challenge: string | null;
  expires_at: string;
  used_at: string | null;
  /** Wrong answers so far: a second step closes after MAX_CHALLENGE_FAILURES. */
  failures: Generated<number>;
}

export interface ApiTokensTable {
  id: string;
  /** sha256 of the token: it is shown once and never stored. */
  token_hash: string;
  /** The agent the token publishes as. */
  user_id: number;
  name: string;
  created_at: string;
  created_by: number;
  expires_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

export type TotpFactorRow = Selectable<TotpFactorsTable>;
export type MfaKeyringRow = Selectable<MfaKeyringTable>;
export type PasskeyRow = Selectable<PasskeysTable>;
export type AuthChallengeRow = Selectable<AuthChallengesTable>;
export type ApiTokenRow = Selectable<ApiTokensTable>;
export type NewApiToken = Insertable<ApiTokensTable>;
